import type { ColumnId, SortOrder } from '../api/tableMetaContract';

/**
 * The table's current sort: one column and its direction, or null for the server's own order.
 *
 * @example
 * const sort: SortState = { columnId: 7, order: -1 }; // column 7 descending
 */
export type SortState = { columnId: ColumnId; order: SortOrder } | null;
