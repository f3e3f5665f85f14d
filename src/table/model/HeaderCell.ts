import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * One cell of a header row: a leaf column spans rows down to the last header row, a group spans the columns
 * of its leaves. Spans are what `<th colspan rowspan>` needs, so the view draws them as they are.
 *
 * @example
 * const cell: HeaderCell = { column, colSpan: 2, rowSpan: 1, depth: 0 };
 */
export interface HeaderCell {
  column: TableColumnMeta;
  colSpan: number;
  rowSpan: number;
  /** Header row index, 0 at the top. */
  depth: number;
}
