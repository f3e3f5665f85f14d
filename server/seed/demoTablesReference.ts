import type { ColumnSeed, TableSeed } from './TableSeed';

const idColumn: ColumnSeed = { title: 'ID', dataField: 'id', width: 80, dataAlign: 'right', sumType: 'count' };
const nameColumns: ColumnSeed[] = [
  { title: 'Номи', dataField: 'name', width: 280 },
  { title: 'Номи (лотинча)', dataField: 'name_la', width: 280 },
];
const nameFilter = { type: 'input', dataField: 'name', label: 'Номи', width: 4 } as const;

/**
 * The reference tables behind the demo's "Маълумотномалар" menu, each read straight from its `app` table.
 * `regions` is also the public table demo: anyone may read it without signing in.
 *
 * @example
 * DEMO_REFERENCE_TABLES.find((t) => t.isPublic)?.name; // 'regions'
 */
export const DEMO_REFERENCE_TABLES: TableSeed[] = [
  {
    name: 'regions',
    title: 'Ҳудудлар',
    sourceTable: 'regions',
    isPublic: true,
    pageSize: 20,
    defaultSort: 'id',
    defaultOrder: 1,
    columns: [
      idColumn,
      ...nameColumns,
      { title: 'Кенглик', dataField: 'lat', width: 120, numberFormat: 4, dataAlign: 'right' },
      { title: 'Узунлик', dataField: 'lng', width: 120, numberFormat: 4, dataAlign: 'right' },
    ],
    filters: [nameFilter],
  },
  {
    name: 'districts',
    title: 'Туманлар',
    sourceTable: 'districts',
    pageSize: 50,
    defaultSort: 'id',
    defaultOrder: 1,
    columns: [idColumn, ...nameColumns, { title: 'Ҳудуд ID', dataField: 'region_id', width: 100, dataAlign: 'right' }],
    filters: [nameFilter, { type: 'select', dataField: 'region_id', label: 'Ҳудуд', dataSource: 'regions', width: 4 }],
  },
  {
    name: 'organizations',
    title: 'Ташкилотлар',
    sourceTable: 'organizations',
    pageSize: 50,
    defaultSort: 'id',
    defaultOrder: 1,
    columns: [
      idColumn,
      ...nameColumns,
      { title: 'СТИР', dataField: 'tin', width: 120, hint: 'Солиқ тўловчининг идентификация рақами' },
      { title: 'Ҳудуд ID', dataField: 'region_id', width: 100, dataAlign: 'right' },
    ],
    filters: [nameFilter, { type: 'select', dataField: 'region_id', label: 'Ҳудуд', dataSource: 'regions', width: 4 }],
  },
  {
    name: 'categories',
    title: 'Тоифалар',
    sourceTable: 'categories',
    pageSize: 20,
    defaultSort: 'id',
    defaultOrder: 1,
    columns: [idColumn, ...nameColumns],
  },
  {
    name: 'statuses',
    title: 'Ҳолатлар',
    sourceTable: 'statuses',
    pageSize: 20,
    defaultSort: 'id',
    defaultOrder: 1,
    columns: [
      idColumn,
      { title: 'Коди', dataField: 'code', width: 120 },
      ...nameColumns,
      { title: 'Ранги', dataField: 'color', width: 100 },
    ],
  },
];
