import { useLayoutEffect, type RefObject } from 'react';
import type { ColumnSlot } from './ColumnSlot';

/**
 * Measures what sticks while the table scrolls, after layout, and writes it to CSS variables:
 * - each pinned column's offset on the table (`--pl-pin-{index}`, read by pinStyle): a left column sits after
 *   the widths of the pinned columns before it, a right one before the widths of those after it; widths come
 *   from the header cell of each column, since every drawn column has exactly one (`data-slot`);
 * - on the scroll container, the pinned widths and the sticky head and footer heights
 *   (`--pl-sticky-left|right|top|bottom`), its scroll padding: a cell or row brought into view by focus
 *   or a keyboard move lands beside the pinned columns and below the head, not under them.
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
          table.style.setProperty(`--pl-pin-${slot.index}`, `${offset}px`);
          return offset + size;
        }, 0);
      const leftWidth = write(left);
      const rightWidth = write(right);
      const scroller = table.parentElement;
      if (!scroller) return;
      scroller.style.setProperty('--pl-sticky-left', `${leftWidth}px`);
      scroller.style.setProperty('--pl-sticky-right', `${rightWidth}px`);
      scroller.style.setProperty('--pl-sticky-top', `${top}px`);
      scroller.style.setProperty('--pl-sticky-bottom', `${bottom}px`);
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
