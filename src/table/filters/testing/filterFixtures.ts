import type { TableFilterMeta, TableFilterOption } from '../../../core/api/tableContract';

/** Browser tests: the demo's regions, twelve of them so a select over them offers a search box. */
export const REGIONS: TableFilterOption[] = [
  'Тошкент шаҳри',
  'Тошкент вилояти',
  'Андижон',
  'Бухоро',
  'Жиззах',
  'Қашқадарё',
  'Навоий',
  'Наманган',
  'Самарқанд',
  'Сурхондарё',
  'Сирдарё',
  'Фарғона',
].map((name, index) => ({ id: index + 1, name }));

/** Browser tests: districts, each belonging to a region through region_id. */
export const DISTRICTS: TableFilterOption[] = [
  { id: 101, name: 'Чилонзор', region_id: 1 },
  { id: 102, name: 'Юнусобод', region_id: 1 },
  { id: 301, name: 'Андижон ш.', region_id: 3 },
];

let nextId = 1;

/**
 * Browser tests: a filter of the given type (with an id of its own) with the fields a test does not care about filled in.
 *
 * @example
 * testFilter('amount', 'number', { label: 'Сумма' });
 */
export function testFilter(dataField: string, type: TableFilterMeta['type'], extra: Partial<TableFilterMeta> = {}): TableFilterMeta {
  return { id: nextId++, level: 1, type, dataField, label: dataField, ...extra };
}
