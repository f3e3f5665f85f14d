import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { useEffect, type RefObject } from 'react';

export interface FloatingListboxOptions {
  open: boolean;
  onOpenChange?(open: boolean): void;
  /** The element the list hangs under; without it, the caller sets it with `refs.setReference`. */
  anchor?: Element | null;
  /** The tallest the list grows before it scrolls (it shrinks to the room left, never under 120 px). */
  maxHeight?: number;
  /** The list and its active option's id: that option is kept in view as the keys move it. */
  list?: RefObject<HTMLElement | null> | (() => ParentNode | null | undefined);
  activeId?: string;
}

/**
 * The one floating set-up of every listbox hanging under a control (a form's select, a table's select filter,
 * a text control's suggestions) on @floating-ui/react: below the control and as wide as it at least, flipped
 * above when there is no room, its height kept to the room left (20 px from the viewport's edges), fixed so
 * a scrolling host page does not clip it; and the active option scrolled into view.
 *
 * @example
 * const { refs, floatingStyles, context } = useFloatingListbox({ open, onOpenChange: setOpen, anchor: button, list: listRef, activeId });
 */
export function useFloatingListbox(options: FloatingListboxOptions) {
  const { open, activeId, list } = options;
  const maxHeight = options.maxHeight ?? 360;
  const floating = useFloating({
    open,
    onOpenChange: options.onOpenChange,
    ...(options.anchor !== undefined && { elements: { reference: options.anchor } }),
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(4),
      flip({ padding: 20 }),
      size({
        padding: 20,
        apply({ rects, elements, availableHeight }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(availableHeight, maxHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  useEffect(() => {
    if (!open || !activeId || !list) return;
    const container = typeof list === 'function' ? list() : list.current;
    container?.querySelector(`[id="${CSS.escape(activeId)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeId]);
  return floating;
}
