import { LAYOUT_BREAKPOINTS } from './layoutBreakpoints';

/**
 * `drawer`: under 992 px, the menu is an off-canvas drawer and never collapsed; `narrow`: up to 1200 px, a
 * menu link click collapses the menu; `wide`: the menu stays as the user left it.
 */
export type LayoutMode = 'drawer' | 'narrow' | 'wide';

/**
 * The layout mode at a viewport width (docs/behaviour.md §1, §12).
 *
 * @example
 * layoutMode(900); // 'drawer'
 * layoutMode(1200); // 'narrow'
 */
export function layoutMode(width: number): LayoutMode {
  if (width < LAYOUT_BREAKPOINTS.menuDrawer) return 'drawer';
  if (width <= LAYOUT_BREAKPOINTS.collapseOnLinkClick) return 'narrow';
  return 'wide';
}
