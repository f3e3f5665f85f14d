import type { KeyboardEvent } from 'react';

/** What Tab stops at inside a header cell (gear links have tabIndex -1 and are reached by F2 instead). */
const TABBABLE = 'button, a[href], input, select, textarea, [tabindex]';

/**
 * Tab and Shift+Tab inside a table's head go through its controls column by column, left to right, across
 * all header rows: a group's own controls, then its columns', then the next column. In the document the
 * first row holds every top-level column (a group's columns sit in the rows below), so the browser's own
 * order took every column outside a group before any inside one, jumping back and forth across the grid
 * (issue 43). Leaving the head from its first or last control, the browser goes on as usual.
 *
 * Each header cell carries its first column's slot (`data-col`) and sits in the row of its depth.
 *
 * @example
 * <thead onKeyDown={followHeaderTabOrder}>...</thead>
 */
export function followHeaderTabOrder(event: KeyboardEvent<HTMLTableSectionElement>): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const head = event.currentTarget;
  const origin = event.nativeEvent.composedPath()[0];
  const inDocument = tabbables(head);
  const current = inDocument.indexOf(origin as HTMLElement);
  if (current < 0) return;
  const ordered = inDocument
    .map((element, index) => ({ element, index, cell: element.closest('th') }))
    .sort((a, b) => columnOf(a.cell) - columnOf(b.cell) || rowOf(a.cell) - rowOf(b.cell) || a.index - b.index)
    .map(({ element }) => element);
  const next = ordered.indexOf(origin as HTMLElement) + (event.shiftKey ? -1 : 1);
  if (next >= 0 && next < ordered.length) {
    event.preventDefault();
    ordered[next].focus();
    return;
  }
  // Out of the head: from its first or last control in the document, the browser's Tab goes on past the head.
  const edge = event.shiftKey ? inDocument[0] : inDocument[inDocument.length - 1];
  if (edge !== origin) edge.focus({ preventScroll: true });
}

function tabbables(head: HTMLElement): HTMLElement[] {
  return [...head.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0,
  );
}

function columnOf(cell: HTMLTableCellElement | null): number {
  return Number(cell?.dataset.col ?? 0);
}

function rowOf(cell: HTMLTableCellElement | null): number {
  return (cell?.parentElement as HTMLTableRowElement | null)?.sectionRowIndex ?? 0;
}
