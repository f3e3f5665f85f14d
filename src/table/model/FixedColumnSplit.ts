import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * Top-level columns split into the pinned left side, the scrolling middle and the pinned right side.
 *
 * @example
 * const split: FixedColumnSplit = { left: [rowNo], center: [name, amount], right: [actions] };
 */
export interface FixedColumnSplit {
  left: TableColumnMeta[];
  center: TableColumnMeta[];
  right: TableColumnMeta[];
}
