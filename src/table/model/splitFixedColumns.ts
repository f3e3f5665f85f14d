import type { FixedColumnSplit } from './FixedColumnSplit';
import { fixedSidesDrawn } from './fixedSidesDrawn';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * Pins the first `leftFixed` and the last `rightFixed` top-level columns (docs/behaviour.md §2 Table props). Counts are
 * of top-level columns in the user's order (buildColumnModel takes hidden ones out afterwards), because a header group cannot be torn between a pinned
 * side table and the scrolling one. Below 768 px nothing is pinned (docs/behaviour.md §4): all columns scroll.
 * Counts larger than the columns are clamped, left first, so no column is drawn twice.
 *
 * @example
 * splitFixedColumns([a, b, c, d], { leftFixed: 1, rightFixed: 1 }, 1280); // left [a], center [b, c], right [d]
 * splitFixedColumns([a, b, c, d], { leftFixed: 1, rightFixed: 1 }, 500);  // left [], center [a, b, c, d], right []
 */
export function splitFixedColumns(
  columns: readonly TableColumnMeta[],
  fixed: { leftFixed?: number | null; rightFixed?: number | null },
  viewportWidth: number,
): FixedColumnSplit {
  if (!fixedSidesDrawn(viewportWidth)) return { left: [], center: [...columns], right: [] };
  const left = clampCount(fixed.leftFixed, columns.length);
  const right = clampCount(fixed.rightFixed, columns.length - left);
  return {
    left: columns.slice(0, left),
    center: columns.slice(left, columns.length - right),
    right: columns.slice(columns.length - right),
  };
}

function clampCount(count: number | null | undefined, available: number): number {
  return Math.min(available, Math.max(0, Math.trunc(count ?? 0)));
}
