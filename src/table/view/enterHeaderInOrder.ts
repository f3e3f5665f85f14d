import type { FocusEvent } from 'react';
import { headerTabStops } from './headerTabStops';

/** The direction of the Tab key being handled right now, or null: set on its keydown, gone once its task ends. */
let tabbing: 'forward' | 'backward' | null = null;
let watching = false;

/** Starts noting Tab key presses for enterHeaderInOrder (once per page; call from an effect). */
export function watchTabKey(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      tabbing = event.shiftKey ? 'backward' : 'forward';
      // The browser moves focus right after the keydown, in the same task.
      setTimeout(() => (tabbing = null));
    },
    true,
  );
}

/**
 * Tab into a table's head lands on its leftmost control, Shift+Tab on its rightmost (headerTabStops), not on
 * the first or last in the document, which is where the browser would put it (followHeaderTabOrder moves on
 * from there). Only focus that the Tab key brings from outside the head is moved: a click or a script keeps
 * what it focused. Returns whether it moved focus.
 *
 * @example
 * <thead onFocus={(event) => enterHeaderInOrder(event) || revealHeaderCell(event)}>...</thead>
 */
export function enterHeaderInOrder(event: FocusEvent<HTMLTableSectionElement>): boolean {
  const head = event.currentTarget;
  const from = event.relatedTarget as Node | null;
  if (!tabbing || (from && head.contains(from))) return false;
  const { ordered } = headerTabStops(head);
  const wanted = tabbing === 'forward' ? ordered[0] : ordered[ordered.length - 1];
  if (!wanted || wanted === event.target) return false;
  tabbing = null;
  wanted.focus();
  return true;
}
