import { layoutMode } from './layoutMode';

/**
 * Whether the sidebar shows collapsed: the user's stored choice, except under 992 px where the menu is never
 * collapsed (docs/behaviour.md §1) — there it is a full-width drawer, opened and closed from the mobile bar instead.
 * The stored choice is kept, so widening the window brings it back.
 *
 * @example
 * effectiveMenuCollapsed(true, 900); // false
 * effectiveMenuCollapsed(true, 1400); // true
 */
export function effectiveMenuCollapsed(storedCollapsed: boolean, width: number): boolean {
  return layoutMode(width) !== 'drawer' && storedCollapsed;
}
