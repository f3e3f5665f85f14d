import type { TableColumnMeta } from '../../api/tableMetaContract';

/**
 * A column for tests: id, a title derived from it, and whatever else the test cares about.
 *
 * @example
 * col(1, { dataField: 'amount' }); // { id: 1, title: 'c1', dataField: 'amount' }
 */
export function col(id: number, extra: Partial<TableColumnMeta> = {}, children?: TableColumnMeta[]): TableColumnMeta {
  return { id, title: `c${id}`, ...extra, ...(children ? { children } : {}) };
}
