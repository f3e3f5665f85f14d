import { createPortal } from 'react-dom';
import { usePortalRoot } from './PortalRoot';

export interface ToastView {
  id: number;
  variant: 'danger' | 'success' | 'info';
  title: string;
  text: string;
  /** A line under the text, already translated (the request id of a server failure). */
  detail?: string | null;
}

/** Toasts in a polite live region, so screen readers announce them without stealing focus. */
export function ToastViewport({ toasts, onDismiss, closeLabel }: { toasts: ToastView[]; onDismiss(id: number): void; closeLabel: string }) {
  const portalRoot = usePortalRoot();
  if (!portalRoot) return null;
  return createPortal(
    <div className="pl-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`pl-toast pl-toast--${toast.variant}`} data-variant={toast.variant}>
          <div className="pl-toast__body">
            <div className="pl-toast__title">{toast.title}</div>
            <div className="pl-toast__text">{toast.text}</div>
            {toast.detail ? <div className="pl-toast__detail">{toast.detail}</div> : null}
          </div>
          <button type="button" className="pl-icon-button" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>,
    portalRoot,
  );
}
