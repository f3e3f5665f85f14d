import { layoutMode } from './layoutMode';

/** What the layout does after a menu link was followed. */
export type LinkFollowedAction = 'close-drawer' | 'collapse' | 'none';

/**
 * What a menu link click does at a viewport width (docs/behaviour.md §1): up to 1200 px the menu collapses (after
 * LAYOUT_DELAYS.menuCollapseAfterLinkMs) to leave the page room; under 992 px, where the menu is a drawer
 * over the page, the drawer closes instead; wider, nothing changes.
 *
 * @example
 * linkFollowedAction(1100); // 'collapse'
 * linkFollowedAction(800); // 'close-drawer'
 */
export function linkFollowedAction(width: number): LinkFollowedAction {
  const mode = layoutMode(width);
  if (mode === 'drawer') return 'close-drawer';
  return mode === 'narrow' ? 'collapse' : 'none';
}
