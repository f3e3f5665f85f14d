import { useLayoutEffect, type RefObject } from 'react';
import type { ColumnSlot } from './ColumnSlot';

/**
 * Measures what sticks while the table scrolls, after layout, and writes it to CSS variables:
 * - each pinned column's offset on the table (`--pl-pin-{index}`, read by pinStyle): a left column sits after
 *   the widths of the pinned columns before it, a right one before the widths of those after it; widths come
 *   from the header cell of each column, since every drawn column has exactly one (`data-slot`);
 * - on the scroll container, its scroll padding (the pinned widths and the sticky head and footer heights):
 *   a cell or row brought into view by focus or a keyboard move lands beside the pinned columns and below
 *   the head, not under them.
 * A ResizeObserver keeps them right when content, fonts or the viewport change the sizes.
 *
 * @example
 * usePinnedOffsets(tableRef, slots, showFooter);
 */
export function usePinnedOffsets(tableRef: RefObject<HTMLTableElement | null>, slots: readonly ColumnSlot[], footerShown: boolean): void {
  const pinnedKey = slots.map((slot) => `${slot.key}:${slot.pin ?? ''}`).join('|');
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const pinned = slots.filter((slot) => slot.pin);
    const cellOf = (slot: ColumnSlot) => table.querySelector<HTMLElement>(`thead th[data-slot="${slot.index}"]`);
    const width = (slot: ColumnSlot) => cellOf(slot)?.getBoundingClientRect().width ?? 0;
    // Every size is read before anything is written: a write between two reads made the browser lay the
    // whole table out again per pinned column (a 120-170 ms forced layout on the first paint of the appeals).
    const measure = () => {
      const left = pinned.filter((s) => s.pin === 'left').map((slot) => [slot, width(slot)] as const);
      const right = pinned
        .filter((s) => s.pin === 'right')
        .reverse()
        .map((slot) => [slot, width(slot)] as const);
      const top = table.tHead?.getBoundingClientRect().height ?? 0;
      const bottom = table.tFoot?.getBoundingClientRect().height ?? 0;
      const write = (cells: typeof left) =>
        cells.reduce((offset, [slot, size]) => {
          setIfChanged(table, `--pl-pin-${slot.index}`, `${offset}px`);
          return offset + size;
        }, 0);
      const leftWidth = write(left);
      const rightWidth = write(right);
      // Set as the property itself, not through variables on the scroller: scroll-padding is not inherited,
      // so only the scroller is styled again, where a variable changed on it restyled every cell below it
      // (about 18 ms for 100 rows of 20 columns, between the first layout and paint).
      table.parentElement?.style.setProperty('scroll-padding', `${top}px ${rightWidth}px ${bottom}px ${leftWidth}px`);
    };
    // The observer's first report comes after the browser's own layout, before paint: measuring there costs
    // no layout of its own, where measuring in this effect forced one.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    for (const slot of pinned) {
      const cell = cellOf(slot);
      if (cell) observer.observe(cell);
    }
    if (table.tHead) observer.observe(table.tHead);
    if (table.tFoot) observer.observe(table.tFoot);
    return () => observer.disconnect();
    // pinnedKey stands for the slots' identity and pinning.
  }, [tableRef, pinnedKey, footerShown]);
}

/** An offset changed on the table restyles every cell under it: written only when it differs. */
function setIfChanged(element: HTMLElement, name: string, value: string): void {
  if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
}
