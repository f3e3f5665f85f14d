import type { TableDefinition } from '../../../core/api/tableContract';
import type { TableColumnMeta } from '../../../core/api/tableMetaContract';
import type { Translate } from '../../../ui/useTranslator';
import type { TableLinks } from '../TableLinks';

/**
 * Browser tests: the columns of an appeals registry. "Мурожаатчи" groups two leaves and "Манзил" nests a
 * group in a group, so the header has three rows.
 */
export const APPEAL_COLUMNS: TableColumnMeta[] = [
  { id: 1, title: 'Рақам', dataField: 'id', sortable: true, link: '/forms/appeals/{id}?_target=modal' },
  {
    id: 2,
    title: 'Мурожаатчи',
    children: [
      { id: 3, title: 'Исм', dataField: 'name', sortable: true },
      { id: 4, title: 'Телефон', dataField: 'phone' },
    ],
  },
  {
    id: 5,
    title: 'Манзил',
    children: [
      { id: 6, title: 'Ҳудуд', dataField: 'region', sortable: true },
      { id: 7, title: 'Туман', children: [{ id: 8, title: 'Номи', dataField: 'district' }] },
    ],
  },
  {
    id: 9,
    title: 'Сумма',
    dataField: 'amount',
    sortable: true,
    numberFormat: 2,
    dataAlign: 'right',
    sumType: 'sum',
    formatCondition: 'amount < 0',
    formatColor: 'rgb(200, 0, 0)',
    formatBackgroundColor: 'rgb(255, 230, 230)',
    hint: 'Сўмда',
  },
];

const REGIONS = ['Тошкент', 'Самарқанд', 'Бухоро'];

/**
 * Browser tests: `count` appeal rows, ids from 1, regions in runs (rows sharing a region are consecutive, as
 * a page sorted by region would be), amounts with one negative every seventh row.
 *
 * @example
 * appealRows(3); // [{ id: 1, name: 'Мурожаатчи 1', region: 'Тошкент', amount: 100, ... }, ...]
 */
export function appealRows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Мурожаатчи ${i + 1}`,
    phone: `+998 90 000 ${String(i).padStart(4, '0')}`,
    region: REGIONS[Math.floor((i * REGIONS.length) / Math.max(count, 1))],
    district: `Туман ${i % 4}`,
    amount: i % 7 === 3 ? -50 : (i + 1) * 100,
  }));
}

/**
 * Browser tests: a table definition around the appeal columns; `props` overrides what a test is about.
 *
 * @example
 * appealDefinition({ paging: 'client', groupBy: 'region' });
 */
export function appealDefinition(props: Partial<TableDefinition['props']> = {}, extra: Partial<TableDefinition> = {}): TableDefinition {
  return {
    props: {
      tableName: 'appeals',
      tableId: 11,
      level: 1,
      title: 'Мурожаатлар',
      projectId: 'appeals',
      isBuiltIn: false,
      isPublic: false,
      rowKey: 'id',
      pageSize: 10,
      paging: 'server',
      exportable: false,
      ...props,
    },
    columns: APPEAL_COLUMNS,
    filters: [],
    buttons: [],
    columnConfig: null,
    ...extra,
  };
}

/** Browser tests: `t` that fills `{0}` placeholders and otherwise returns the key (the uz text). */
export const testTranslate: Translate = (key, values) => key.replace(/\{(\d)\}/g, (_, n: string) => String(values?.[n] ?? ''));

/**
 * Browser tests: links that resolve under '/app' and record what a click or Enter followed.
 *
 * @example
 * const links = recordingLinks(); // click a cell link, then links.followed[0] === '/forms/appeals/1?_target=modal'
 */
export function recordingLinks(): TableLinks & { followed: string[] } {
  const followed: string[] = [];
  return { followed, hrefOf: (link) => `/app${link.startsWith('/') ? '' : '/'}${link}`, follow: (link) => void followed.push(link) };
}
