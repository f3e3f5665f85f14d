import { applyColumnConfig } from './applyColumnConfig';
import { headerRows } from './headerRows';
import { leafColumns } from './leafColumns';
import { splitFixedColumns } from './splitFixedColumns';
import type { TableColumnModel, TableColumnSection } from './TableColumnModel';
import type { ColumnConfig, TableColumnMeta, TableProps } from '../../core/api/tableMeta';

/**
 * Server column metadata to the column model a view draws: the user's config applied (hidden, order,
 * titles), columns pinned left and right by the table's counts (none below 768 px), and header rows per
 * side. All sides get the same header row count so their rows line up when drawn next to each other.
 *
 * @example
 * const model = buildColumnModel(meta.columns, { leftFixed: 1 }, userConfig, window.innerWidth);
 * model.left.headerRows; // rows of <th> for the pinned left table
 */
export function buildColumnModel(
  columns: readonly TableColumnMeta[],
  props: Pick<TableProps, 'leftFixed' | 'rightFixed'>,
  config: ColumnConfig | null | undefined,
  viewportWidth: number,
): TableColumnModel {
  const visible = applyColumnConfig(columns, config);
  const split = splitFixedColumns(visible, props, viewportWidth);
  const depth = headerRows(visible).length;
  return {
    left: section(split.left, depth),
    center: section(split.center, depth),
    right: section(split.right, depth),
    leaves: leafColumns(visible),
  };
}

function section(columns: TableColumnMeta[], depth: number): TableColumnSection {
  const rows = headerRows(columns);
  // A side with shallower groups than the others stretches its last-row leaves so the header heights match.
  const missing = columns.length ? depth - rows.length : 0;
  const stretched = rows.map((row) =>
    row.map((cell) => (cell.column.children?.length ? cell : { ...cell, rowSpan: cell.rowSpan + missing })),
  );
  return { headerRows: stretched, leaves: leafColumns(columns) };
}
