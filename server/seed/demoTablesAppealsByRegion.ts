import { demoMoneyColumn } from './demoMoneyColumn';
import type { TableSeed } from './TableSeed';

/** First day of the month appeals_by_region shows, and of the next one (Tashkent time). */
const BY_REGION_FROM = '2026-10-01';
const BY_REGION_TO = '2026-11-01';

/**
 * `appeals_by_region`: one month of appeals (about 3,000 of 100,000), loaded at once and grouped by region
 * in the browser; equal districts merge into one cell; each group gets its own footer.
 */
export const APPEALS_BY_REGION_TABLE: TableSeed = {
  name: 'appeals_by_region',
  title: 'Ҳудудлар кесимида (2026 йил октябрь)',
  sourceSql: `SELECT a.id, a.number, a.applicant, a.region_id, r.name AS region_name, a.district_id, d.name AS district_name,
  a.status_id, s.name AS status_name, c.name AS category_name, a.amount, a.paid, a.created_at
FROM app.appeals a
JOIN app.regions r ON r.id = a.region_id
JOIN app.districts d ON d.id = a.district_id
LEFT JOIN app.statuses s ON s.id = a.status_id
LEFT JOIN app.categories c ON c.id = a.category_id
WHERE a.created_at >= timestamptz '${BY_REGION_FROM} 00:00:00+05' AND a.created_at < timestamptz '${BY_REGION_TO} 00:00:00+05'
  AND a.deleted_at IS NULL`,
  paging: 'client',
  pageSize: 100,
  groupBy: 'region_name',
  splitRowsBy: 'district_name',
  defaultSort: 'district_name',
  defaultOrder: 1,
  leftFixed: 1,
  columns: [
    { title: 'Туман', dataField: 'district_name', width: 180 },
    { title: 'Рақами', dataField: 'number', width: 110, link: '/forms/appeals/{id}', sumType: 'count' },
    { title: 'Мурожаатчи', dataField: 'applicant', width: 260 },
    { title: 'Тоифа', dataField: 'category_name', width: 170 },
    { title: 'Ҳолат', dataField: 'status_name', width: 170 },
    demoMoneyColumn('Сумма', 'amount', { sumType: 'sum' }),
    demoMoneyColumn('Тўланган', 'paid', { sumType: 'sum' }),
    { title: 'Сана', dataField: 'created_at', width: 150, cellFormat: 'datetime' },
  ],
  filters: [
    { type: 'select', dataField: 'region_id', label: 'Ҳудуд', dataSource: 'regions', width: 3 },
    { type: 'select', dataField: 'status_id', label: 'Ҳолат', dataSource: 'statuses', width: 3 },
  ],
};
