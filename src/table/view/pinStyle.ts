import type { CSSProperties } from 'react';

/**
 * The inline style that sticks a pinned cell to its edge: its offset comes from a CSS variable on the
 * table (`--pl-pin-{index}`), measured after layout by usePinnedOffsets, so a change of column widths moves
 * the offsets without re-rendering the rows.
 *
 * @example
 * <td style={pinStyle('left', 2)} className="pl-table__cell--pinned-left" />
 */
export function pinStyle(pin: 'left' | 'right' | null, index: number): CSSProperties | undefined {
  if (!pin) return undefined;
  return { [pin]: `var(--pl-pin-${index}, 0px)` };
}
