import type { HeaderCell } from './HeaderCell';
import { leafColumns } from '../../core/table/leafColumns';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * The header rows of nested header groups (docs/behaviour.md §4), top row first. A group spans its leaves; a leaf
 * that sits higher than the deepest leaf spans down to the last row, so every data column has its title
 * right above it.
 *
 * @example
 * headerRows([{ id: 1, title: 'No' }, { id: 2, title: 'Address', children: [{ id: 3, title: 'City' }] }]);
 * // [[No (rowSpan 2), Address (colSpan 1)], [City]]
 */
export function headerRows(columns: readonly TableColumnMeta[]): HeaderCell[][] {
  const depth = treeDepth(columns);
  const rows: HeaderCell[][] = Array.from({ length: depth }, () => []);
  const visit = (level: readonly TableColumnMeta[], row: number) => {
    for (const column of level) {
      if (column.children?.length) {
        rows[row].push({ column, colSpan: leafColumns(column.children).length, rowSpan: 1, depth: row });
        visit(column.children, row + 1);
      } else {
        rows[row].push({ column, colSpan: 1, rowSpan: depth - row, depth: row });
      }
    }
  };
  visit(columns, 0);
  return rows;
}

function treeDepth(columns: readonly TableColumnMeta[]): number {
  if (!columns.length) return 0;
  return 1 + Math.max(...columns.map((column) => (column.children?.length ? treeDepth(column.children) : 0)));
}
