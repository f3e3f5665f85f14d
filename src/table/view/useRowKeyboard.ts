import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

export interface RowKeyboardOptions {
  enabled: boolean;
  rowCount: number;
  /** Rows one PageUp / PageDown moves by: about a screenful. */
  pageStep: number;
  /** Bring a row into the drawn window (virtualized bodies draw only part of the rows). */
  scrollToRow(index: number): void;
  /** Enter on a row. */
  onActivate(index: number, event: KeyboardEvent): void;
  /** Space on a row. */
  onToggle(index: number): void;
}

export interface RowKeyboard {
  /** The row that holds tabindex 0 (roving tabindex). */
  active: number;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  /** The body element, searched for the row to focus after a move. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
}

/**
 * Keyboard navigation over the rows of a table body (docs/behaviour.md §4 navigateByKeyboard) with a roving tabindex:
 * one row is in the tab order; ArrowUp/ArrowDown move by one, PageUp/PageDown by a screenful, Home/End to
 * the first and last row, Enter activates and Space toggles the focused row. Keys pressed inside a row's
 * links or buttons are theirs. A move to a row outside a virtualized window scrolls it in, then focuses it
 * once it is drawn.
 *
 * @example
 * const keys = useRowKeyboard({ enabled: true, rowCount, pageStep: 10, scrollToRow, onActivate, onToggle });
 * <tbody ref={keys.bodyRef} onKeyDown={keys.onKeyDown} onFocus={keys.onFocus}>…</tbody>
 */
export function useRowKeyboard(options: RowKeyboardOptions): RowKeyboard {
  const { enabled, rowCount, pageStep } = options;
  const [active, setActive] = useState(0);
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const current = Math.max(0, Math.min(active, rowCount - 1));

  // After every render: the row a key moved to may only now be drawn.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${pendingFocus.current}"]`);
    if (row) {
      pendingFocus.current = null;
      row.focus({ preventScroll: false });
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!enabled || !rowCount) return;
    const target = event.target as HTMLElement;
    if (!target.matches('tr[data-row-index]')) return;
    const index = Number(target.dataset.rowIndex);
    let next: number;
    switch (event.key) {
      case 'ArrowDown':
        next = index + 1;
        break;
      case 'ArrowUp':
        next = index - 1;
        break;
      case 'PageDown':
        next = index + pageStep;
        break;
      case 'PageUp':
        next = index - pageStep;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = rowCount - 1;
        break;
      case 'Enter':
        options.onActivate(index, event);
        return;
      case ' ':
        event.preventDefault();
        options.onToggle(index);
        return;
      default:
        return;
    }
    event.preventDefault();
    next = Math.max(0, Math.min(rowCount - 1, next));
    setActive(next);
    pendingFocus.current = next;
    options.scrollToRow(next);
    const drawn = bodyRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${next}"]`);
    if (drawn) {
      pendingFocus.current = null;
      drawn.focus();
    }
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-row-index]');
    if (row) setActive(Number(row.dataset.rowIndex));
  }

  return { active: current, onKeyDown, onFocus, bodyRef };
}
