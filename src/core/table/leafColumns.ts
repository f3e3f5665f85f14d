import type { TableColumnMeta } from '../api/tableMetaContract';

/**
 * The columns that hold data, left to right: the header tree flattened to its leaves. Rows render one cell
 * per leaf, and sorting, footers and formats belong to leaves.
 *
 * @example
 * leafColumns([{ id: 1, title: 'Address', children: [{ id: 2, title: 'City' }, { id: 3, title: 'Street' }] }]);
 * // -> City, Street
 */
export function leafColumns(columns: readonly TableColumnMeta[]): TableColumnMeta[] {
  return columns.flatMap((column) => (column.children?.length ? leafColumns(column.children) : [column]));
}
