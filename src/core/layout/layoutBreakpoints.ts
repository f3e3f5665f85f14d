/**
 * Viewport widths where the layout changes (docs/behaviour.md §12). Widths are CSS pixels of the viewport, as media
 * queries see them, because an element embedded in a host page still shares the host's screen.
 */
export const LAYOUT_BREAKPOINTS = {
  /** Below this the layout is mobile: tables drop their fixed side columns. */
  mobile: 768,
  /** Below this the menu is never collapsed: it becomes an off-canvas drawer behind the mobile bar. */
  menuDrawer: 992,
  /** Up to and including this, following a menu link collapses the menu to give the page room. */
  collapseOnLinkClick: 1200,
} as const;
