import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** What useDialogDrag hands back: the dialog's offset from its centred place and the header's handler. */
export interface DialogDrag {
  offset: { x: number; y: number };
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
}

/**
 * Move a dialog by dragging its header (docs/behaviour.md §4 column settings: "draggable by header"). The dialog stays
 * inside the viewport, presses on the header's buttons are left alone, and every opening starts centred.
 * Moves are tracked on the window, so a fast pointer that leaves the header keeps dragging.
 *
 * @example
 * const drag = useDialogDrag(open);
 * <div style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}>
 *   <div onPointerDown={drag.onPointerDown}>title</div>
 * </div>
 */
export function useDialogDrag(open: boolean): DialogDrag {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOffset({ x: 0, y: 0 });
  }
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    if (event.button !== 0 || (event.target as Element).closest('button, a, input, select, textarea')) return;
    const dialog = event.currentTarget.parentElement;
    if (!dialog) return;
    event.preventDefault();
    stop.current?.();
    const rect = dialog.getBoundingClientRect();
    const viewport = document.documentElement;
    const start = { pointerX: event.clientX, pointerY: event.clientY, ...offset };
    // How far the dialog may go each way before an edge leaves the viewport (none if it is bigger than it).
    const bounds = {
      left: Math.min(0, -rect.left),
      right: Math.max(0, viewport.clientWidth - rect.right),
      up: Math.min(0, -rect.top),
      down: Math.max(0, viewport.clientHeight - rect.bottom),
    };
    const move = (e: PointerEvent) => {
      const dx = Math.min(bounds.right, Math.max(bounds.left, e.clientX - start.pointerX));
      const dy = Math.min(bounds.down, Math.max(bounds.up, e.clientY - start.pointerY));
      setOffset({ x: start.x + dx, y: start.y + dy });
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stop.current = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stop.current = end;
  }

  return { offset, onPointerDown };
}
