import { useSyncExternalStore } from 'react';
import { LAYOUT_BREAKPOINTS } from '../../core/layout/layoutBreakpoints';

/** Media queries at exactly the widths where a layout rule changes, so resizing re-renders only there. */
const QUERIES = [
  `(max-width: ${LAYOUT_BREAKPOINTS.mobile - 0.02}px)`,
  `(max-width: ${LAYOUT_BREAKPOINTS.menuDrawer - 0.02}px)`,
  `(max-width: ${LAYOUT_BREAKPOINTS.collapseOnLinkClick}px)`,
];

function subscribe(notify: () => void): () => void {
  if (typeof globalThis.matchMedia !== 'function') return () => {};
  const lists = QUERIES.map((query) => globalThis.matchMedia(query));
  for (const list of lists) list.addEventListener('change', notify);
  return () => {
    for (const list of lists) list.removeEventListener('change', notify);
  };
}

/**
 * The viewport width for the layout rules of src/core/layout. matchMedia listeners (not `resize`) tell when
 * a breakpoint is crossed; the width read then is current, and between crossings no rule changes.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => globalThis.innerWidth ?? Infinity);
}
