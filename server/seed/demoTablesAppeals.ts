import { demoMoneyColumn } from './demoMoneyColumn';
import type { TableSeed } from './TableSeed';

/**
 * The appeals registry as an administrator would write it: raw ids for the filters (region_id, district_id,
 * status_id, category_id) next to the names the cells show, and debt and the paid share computed in SQL.
 * LEFT JOINs on primary keys let PostgreSQL drop the joins a count or a filtered page does not need.
 */
const APPEALS_SQL_JOINS = `SELECT a.id, a.number, a.applicant,
  a.region_id, r.name AS region_name, a.district_id, d.name AS district_name,
  a.category_id, c.name AS category_name, a.status_id, s.name AS status_name, s.code AS status_code,
  a.organization_id, o.name AS organization_name,
  a.amount, a.paid, a.amount - a.paid AS debt, round(a.paid * 100 / NULLIF(a.amount, 0), 1) AS paid_percent,
  a.created_at, a.due_date, a.is_urgent, a.phone, a.lat, a.lng, a.description
FROM app.appeals a
LEFT JOIN app.regions r ON r.id = a.region_id
LEFT JOIN app.districts d ON d.id = a.district_id
LEFT JOIN app.categories c ON c.id = a.category_id
LEFT JOIN app.statuses s ON s.id = a.status_id
LEFT JOIN app.organizations o ON o.id = a.organization_id`;

/**
 * The appeals SQL as first seeded, before the appeal form's soft delete: the demo forms' seed replaces it
 * with APPEALS_SQL on databases whose administrator left it unchanged.
 */
export const APPEALS_SQL_BEFORE_SOFT_DELETE = APPEALS_SQL_JOINS;

/** The registry lists only live appeals: the appeal form's delete sets deleted_at (soft delete). */
export const APPEALS_SQL = `${APPEALS_SQL_JOINS}
WHERE a.deleted_at IS NULL`;

/** `appeals`: 100,000 rows, paged on the server; every column feature the view draws appears at least once. */
export const APPEALS_TABLE: TableSeed = {
  name: 'appeals',
  title: 'Барча мурожаатлар',
  sourceSql: APPEALS_SQL,
  pageSize: 50,
  leftFixed: 2,
  rightFixed: 1,
  navigateByKeyboard: true,
  defaultSort: 'created_at',
  defaultOrder: -1,
  columns: [
    {
      title: 'Ариза',
      children: [
        {
          title: 'Рақами',
          dataField: 'number',
          width: 110,
          link: '/forms/appeals/{id}',
          dataNowrap: true,
          sumType: 'count',
          formatCondition: 'is_urgent == true',
          // The theme's danger colour reads (4.5:1) on every theme's surfaces; pure red did not on light ones.
          formatColor: 'var(--platon-danger)',
          hint: 'Қизил: шошилинч мурожаат',
        },
        // Beside the number, so urgency does not rest on its colour alone: a screen reader and a colour-blind
        // reader get the column's word and its tick.
        { title: 'Шошилинч', dataField: 'is_urgent', width: 100, cellFormat: 'boolean', dataAlign: 'center' },
        { title: 'Мурожаатчи', dataField: 'applicant', width: 260 },
      ],
    },
    { title: 'Сана', dataField: 'created_at', width: 150, cellFormat: 'datetime', dataNowrap: true },
    {
      title: 'Жойлашув',
      children: [
        { title: 'Ҳудуд', dataField: 'region_name', width: 200 },
        { title: 'Туман', dataField: 'district_name', width: 180 },
      ],
    },
    { title: 'Тоифа', dataField: 'category_name', width: 170 },
    { title: 'Ташкилот', dataField: 'organization_name', width: 260 },
    {
      title: 'Молия',
      children: [
        demoMoneyColumn('Сумма', 'amount', { sumType: 'sum' }),
        demoMoneyColumn('Тўланган', 'paid', { sumType: 'sum', formatCondition: 'paid >= amount', formatBackgroundColor: '#d1e7dd' }),
        demoMoneyColumn('Қарз', 'debt', { sumType: 'sum', hint: 'Сумма билан тўланган маблағ фарқи' }),
        {
          title: 'Тўланган, %',
          dataField: 'paid_percent',
          width: 110,
          cellFormat: 'percent',
          numberFormat: 1,
          dataAlign: 'right',
          footerAlign: 'right',
          footer: "sum('paid') / sum('amount') * 100",
          hint: 'Тўланган маблағнинг суммага нисбати',
        },
      ],
    },
    { title: 'Муддати', dataField: 'due_date', width: 120, cellFormat: 'date', dataAlign: 'center' },
    { title: 'Телефон', dataField: 'phone', width: 160, sortable: false, dataNowrap: true },
    { title: 'Мазмуни', dataField: 'description', width: 320, sortable: false },
    { title: 'Ҳолат', dataField: 'status_name', width: 170 },
    // Level 2: the compact variant an embedding page shows as a sub-table.
    { level: 2, title: 'Рақами', dataField: 'number', width: 110, link: '/forms/appeals/{id}' },
    { level: 2, title: 'Мурожаатчи', dataField: 'applicant', width: 260 },
    { level: 2, title: 'Ҳолат', dataField: 'status_name', width: 170 },
    { level: 2, ...demoMoneyColumn('Сумма', 'amount', { sumType: 'sum' }) },
  ],
  filters: [
    { type: 'input', dataField: 'number', label: 'Рақами', placeholder: 'A-000123', width: 2 },
    { type: 'input', dataField: 'applicant', label: 'Мурожаатчи', placeholder: 'Ф.И.Ш.', width: 3 },
    { type: 'select', dataField: 'region_id', label: 'Ҳудуд', dataSource: 'regions', width: 3 },
    {
      type: 'select',
      dataField: 'district_id',
      label: 'Туман',
      dataSource: 'districts',
      width: 3,
      isRelatedSelect: true,
      relatedSelect: 'region_id',
      filterBy: 'region_id',
    },
    { type: 'select', dataField: 'status_id', label: 'Ҳолат', dataSource: 'statuses', width: 2 },
    { type: 'multiselect', dataField: 'category_id', label: 'Тоифа', dataSource: 'categories', isMultiple: true, width: 3 },
    { type: 'date', dataField: 'created_at', label: 'Сана', width: 3 },
    { type: 'number', dataField: 'amount', label: 'Сумма', width: 3 },
    { type: 'checkbox', dataField: 'is_urgent', label: 'Шошилинч', width: 2 },
  ],
  buttons: [
    { label: 'Янги мурожаат', link: '/forms/appeals', placement: 'top', cssClass: 'btn-primary', icon: 'fa-solid fa-plus' },
    { label: 'Очиш', link: '/forms/appeals/{id}?_target=modal', placement: 'row', icon: 'fa-solid fa-eye' },
  ],
};
