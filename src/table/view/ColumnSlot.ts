import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * One drawn column of a data table, left to right: the row-number column, a data leaf, or the row-buttons
 * column. `pin` says whether it sticks to the left or right edge while the middle scrolls sideways, and
 * `index` is its position, which names the CSS variable holding its sticky offset.
 *
 * @example
 * const slot: ColumnSlot = { kind: 'leaf', key: 'c7', column, pin: null, index: 3 };
 */
export type ColumnSlot =
  | { kind: 'number'; key: 'number'; pin: 'left' | null; index: number }
  | { kind: 'leaf'; key: string; column: TableColumnMeta; pin: 'left' | 'right' | null; index: number }
  | { kind: 'buttons'; key: 'buttons'; pin: 'right' | null; index: number };
