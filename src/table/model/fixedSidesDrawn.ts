import { LAYOUT_BREAKPOINTS } from '../../core/layout/layoutBreakpoints';

/**
 * Whether the pinned left and right side tables are drawn (docs/behaviour.md §4, §12): not below 768 px, where a phone
 * screen has no room for columns that never scroll away.
 *
 * @example
 * fixedSidesDrawn(767); // false
 * fixedSidesDrawn(768); // true
 */
export function fixedSidesDrawn(viewportWidth: number): boolean {
  return viewportWidth >= LAYOUT_BREAKPOINTS.mobile;
}
