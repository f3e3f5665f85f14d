import type { FixedColumnSplit } from './FixedColumnSplit';
import { leafColumns } from '../../core/table/leafColumns';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/** A leaf without a width is drawn about this wide (its title and a sort button). */
const DEFAULT_COLUMN_WIDTH = 120;
/** The pinned sides may take at most this share of the grid's width, so the middle keeps room to scroll. */
const PINNED_SHARE = 0.6;

/** What pinning costs beside the columns, and the room there is. */
export interface PinRoom {
  /** The grid's width in CSS pixels; null while unknown (nothing is dropped then). */
  available: number | null;
  /** Width that sticks with the left side (the '№' column). */
  leftExtra: number;
  /** Width that sticks with the right side (the row buttons). */
  rightExtra: number;
}

/**
 * The pinned sides a grid can afford: pinned columns wider than most of the grid leave a slit to scroll (a
 * 1366 px screen kept 170 px of the appeals registry) and, wider still, the two sides overlap. Too wide, the
 * right side goes back to scrolling first, then the left side's columns from the inside out, so the
 * identifying first column stays pinned longest. Widths come from the columns' metadata (their min-width).
 *
 * @example
 * affordablePins({ left: [a, b], center: [c], right: [d] }, { available: 600, leftExtra: 48, rightExtra: 0 });
 * // { left: [a], center: [b, c, d], right: [] } when a and b are 200 px and d 170 px wide
 */
export function affordablePins(split: FixedColumnSplit, room: PinRoom): FixedColumnSplit {
  if (room.available == null || room.available <= 0) return split;
  const budget = room.available * PINNED_SHARE;
  const left = [...split.left];
  let center = [...split.center];
  let right = [...split.right];
  const cost = () => (left.length ? room.leftExtra + widthOf(left) : 0) + (right.length ? room.rightExtra + widthOf(right) : 0);
  if (cost() > budget && right.length) {
    center = [...center, ...right];
    right = [];
  }
  while (cost() > budget && left.length) center = [left.pop()!, ...center];
  return { left, center, right };
}

function widthOf(columns: readonly TableColumnMeta[]): number {
  return leafColumns(columns).reduce((sum, leaf) => sum + (leaf.width && leaf.width > 0 ? leaf.width : DEFAULT_COLUMN_WIDTH), 0);
}
