import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useId,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { ReactNode, RefObject } from 'react';
import { usePortalRoot } from './PortalRoot';
import { useDialogDrag } from './useDialogDrag';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children?: ReactNode;
  footer?: ReactNode;
  /** A CSS width: 350, '80%', 'min(600px, 100%)'. */
  width?: number | string;
  height?: number | string;
  /** Label of the × button (the caller translates it). */
  closeLabel: string;
  closeOnOutsideClick?: boolean;
  /** The element focused on open; the first tabbable one otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  /** The header moves the dialog (pointer drag), kept inside the viewport; each opening starts centred. */
  draggable?: boolean;
}

/**
 * A modal dialog inside the element's shadow root: focus moves in and is trapped while open, returns to the
 * opener on close; Escape closes it (docs/behaviour.md §1), and so does an outside click unless turned off.
 */
export function Dialog(props: DialogProps) {
  const portalRoot = usePortalRoot();
  const titleId = useId();
  const { refs, context } = useFloating({
    open: props.open,
    onOpenChange: (open) => {
      if (!open) props.onClose();
    },
  });
  const dismiss = useDismiss(context, { outsidePress: props.closeOnOutsideClick ?? true, escapeKey: true });
  const role = useRole(context, { role: props.role ?? 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const drag = useDialogDrag(props.open);
  // Until the portal node exists, render nothing rather than portal into the host document.
  if (!props.open || !portalRoot) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <FloatingOverlay className="pl-overlay" lockScroll>
        <FloatingFocusManager context={context} initialFocus={props.initialFocus ?? 0} returnFocus>
          <div
            ref={refs.setFloating}
            part="dialog"
            className="pl-dialog"
            aria-labelledby={titleId}
            aria-modal="true"
            style={{
              width: props.width,
              height: props.height,
              transform: props.draggable ? `translate(${drag.offset.x}px, ${drag.offset.y}px)` : undefined,
            }}
            {...getFloatingProps()}
          >
            <div
              className={props.draggable ? 'pl-dialog__header pl-dialog__header--draggable' : 'pl-dialog__header'}
              onPointerDown={props.draggable ? drag.onPointerDown : undefined}
            >
              <h2 id={titleId} className="pl-dialog__title">
                {props.title}
              </h2>
              <button type="button" className="pl-icon-button" aria-label={props.closeLabel} onClick={props.onClose}>
                ×
              </button>
            </div>
            <div className="pl-dialog__body">{props.children}</div>
            {props.footer ? <div className="pl-dialog__footer">{props.footer}</div> : null}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
