import type { SortOrder, TableColumnMeta } from '../api/tableMetaContract';
import type { SortState } from './SortState';

/**
 * The `sort` and `order` parameters of a data call for the current sort: the sorted column's dataField and
 * its direction, or neither (the table's default order) when nothing is sorted or the column is gone.
 *
 * @example
 * sortQuery({ columnId: 7, order: -1 }, leaves); // { sort: 'amount', order: -1 }
 */
export function sortQuery(sort: SortState, leaves: readonly TableColumnMeta[]): { sort: string | null; order: SortOrder | null } {
  if (!sort) return { sort: null, order: null };
  const column = leaves.find((leaf) => String(leaf.id) === String(sort.columnId));
  return column?.dataField ? { sort: column.dataField, order: sort.order } : { sort: null, order: null };
}
