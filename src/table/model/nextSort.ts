import type { SortState } from '../../core/table/SortState';
import type { ColumnId } from '../../core/api/tableMetaContract';

/**
 * The sort after a click on a column header (docs/behaviour.md §4): the same column cycles ascending (1), descending
 * (-1), none; another column starts at ascending. Ids compare as text because saved configs turn numeric
 * ids into JSON keys.
 *
 * @example
 * nextSort(null, 3);                      // { columnId: 3, order: 1 }
 * nextSort({ columnId: 3, order: 1 }, 3); // { columnId: 3, order: -1 }
 * nextSort({ columnId: 3, order: -1 }, 3); // null
 * nextSort({ columnId: 3, order: -1 }, 4); // { columnId: 4, order: 1 }
 */
export function nextSort(current: SortState, columnId: ColumnId): SortState {
  if (!current || String(current.columnId) !== String(columnId)) return { columnId, order: 1 };
  return current.order === 1 ? { columnId, order: -1 } : null;
}
