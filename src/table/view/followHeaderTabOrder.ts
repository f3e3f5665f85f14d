import type { KeyboardEvent } from 'react';
import { headerTabStops } from './headerTabStops';

/**
 * Tab and Shift+Tab inside a table's head go through its controls column by column, left to right, across
 * all header rows (headerTabStops). In the document the first row holds every top-level column (a group's
 * columns sit in the rows below), so the browser's own order took every column outside a group before any
 * inside one, jumping back and forth across the grid (issue 43). Leaving the head from its first or last
 * control, the browser goes on as usual; enterHeaderInOrder handles coming in.
 *
 * @example
 * <thead onKeyDown={followHeaderTabOrder}>...</thead>
 */
export function followHeaderTabOrder(event: KeyboardEvent<HTMLTableSectionElement>): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const origin = event.nativeEvent.composedPath()[0] as HTMLElement;
  const { inDocument, ordered } = headerTabStops(event.currentTarget);
  if (!inDocument.includes(origin)) return;
  const next = ordered.indexOf(origin) + (event.shiftKey ? -1 : 1);
  if (next >= 0 && next < ordered.length) {
    event.preventDefault();
    ordered[next].focus();
    return;
  }
  // Out of the head: from its first or last control in the document, the browser's Tab goes on past the head.
  const edge = event.shiftKey ? inDocument[0] : inDocument[inDocument.length - 1];
  if (edge !== origin) edge.focus({ preventScroll: true });
}
