import { affordablePins, type PinRoom } from './affordablePins';
import { applyColumnConfig } from '../../core/table/applyColumnConfig';
import { headerRows } from './headerRows';
import { leafColumns } from '../../core/table/leafColumns';
import { splitFixedColumns } from './splitFixedColumns';
import type { TableColumnModel, TableColumnSection } from './TableColumnModel';
import type { TableProps } from '../../core/api/tableContract';
import type { ColumnConfig, TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * Server column metadata to the column model a view draws: the user's config applied (hidden, order,
 * titles), columns pinned left and right by the table's counts (none below 768 px, and no more than the
 * grid's width affords when `room` says it, see affordablePins), and header rows per side. All sides get the
 * same header row count so their rows line up when drawn next to each other.
 *
 * The counts pin columns in the user's order before hidden ones are taken out: hiding a pinned column
 * makes the pinned side smaller rather than pulling the next column (a whole header group, in the demo
 * registry) into it, where it covered the right side's header.
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
  room?: PinRoom,
): TableColumnModel {
  const arranged = applyColumnConfig(columns, config ? { order: config.order, titles: config.titles } : null);
  const pinned = splitFixedColumns(arranged, props, viewportWidth);
  // Ordered and titled already: this pass only takes the hidden columns out.
  const hide = (side: TableColumnMeta[]) => applyColumnConfig(side, { hidden: config?.hidden ?? [] });
  const shown = { left: hide(pinned.left), center: hide(pinned.center), right: hide(pinned.right) };
  const split = room ? affordablePins(shown, room) : shown;
  const visible = [...split.left, ...split.center, ...split.right];
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
