import type { FocusEvent } from 'react';

/**
 * Scrolls the grid sideways so the header cell that just took focus shows whole, clear of the pinned columns
 * on either side (the browser's own scrolling brings the focused button in, but leaves it under a pinned
 * column or its cell cut at the edge, issue 43). A cell wider than the room left shows from its start.
 *
 * @example
 * <thead onFocus={revealHeaderCell}>...</thead>
 */
export function revealHeaderCell(event: FocusEvent<HTMLTableSectionElement>): void {
  const head = event.currentTarget;
  const cell = (event.target as Element).closest('th');
  const scroller = head.closest<HTMLElement>('.pl-table__scroll');
  if (!cell || !scroller || cell.matches('.pl-table__cell--pinned-left, .pl-table__cell--pinned-right')) return;
  const box = scroller.getBoundingClientRect();
  let start = box.left + scroller.clientLeft;
  let end = start + scroller.clientWidth;
  for (const pinned of head.querySelectorAll('.pl-table__cell--pinned-left')) start = Math.max(start, pinned.getBoundingClientRect().right);
  for (const pinned of head.querySelectorAll('.pl-table__cell--pinned-right')) end = Math.min(end, pinned.getBoundingClientRect().left);
  const shown = cell.getBoundingClientRect();
  // Whole pixels past the edge: scrollLeft rounds, and a fraction left would cut the cell's border.
  if (shown.left < start) scroller.scrollLeft -= Math.ceil(start - shown.left);
  else if (shown.right > end) scroller.scrollLeft += Math.ceil(Math.min(shown.right - end, shown.left - start));
}
