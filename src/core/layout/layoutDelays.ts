/** Delays of docs/behaviour.md §12 that belong to the layout. */
export const LAYOUT_DELAYS = {
  /** After a menu link click the menu collapses this much later, so the click's own feedback is seen first. */
  menuCollapseAfterLinkMs: 200,
  /** Alt must be held this long before hotkey hints show, so Alt used as a modifier does not flash them. */
  hotkeyHintMs: 100,
} as const;
