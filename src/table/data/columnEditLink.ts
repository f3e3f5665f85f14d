import type { ColumnId } from '../../core/api/tableMetaContract';

/**
 * The administrator's gear link of a column (docs/behaviour.md §4): the `table_columns` form of that column, as a modal.
 *
 * @example
 * columnEditLink(7); // '/forms/table_columns/7?_target=modal'
 */
export function columnEditLink(columnId: ColumnId): string {
  return `/forms/table_columns/${encodeURIComponent(String(columnId))}?_target=modal`;
}
