import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../api/ApiError';

export type ToastVariant = 'danger' | 'success' | 'info';

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  title: string;
  text: string;
  /** The id of the server's log line when the toast reports a server failure (5xx), shown for support. */
  requestId?: string | null;
}

export interface ToastState {
  toasts: ToastMessage[];
  /** The element that renders toasts for the page: one viewport, however many elements are mounted. */
  viewportOwner: symbol | null;
}

export type ToastStore = StoreApi<ToastState> & {
  /** `failure`: the error being reported; a server failure's request id then shows under the text. */
  show(variant: ToastVariant, text: string, title?: string, failure?: unknown): number;
  dismiss(id: number): void;
  /** Ask to render the page's toasts; returns the release to call on unmount. */
  claimViewport(owner: symbol): () => void;
};

/** Default titles of docs/behaviour.md §6 (translated by the view: they are message keys). */
export const DEFAULT_TOAST_TITLES: Record<ToastVariant, string> = {
  danger: 'Хатолик',
  success: 'Хабар',
  info: 'Хабар',
};

/**
 * Page-wide toasts: any core flow can report (login success, a failed save) and whichever element shows the
 * toast viewport renders them. Toasts close themselves after `lifetimeMs`.
 */
export function createToastStore(lifetimeMs = 5000): ToastStore {
  const store = createStore<ToastState>(() => ({ toasts: [], viewportOwner: null }));
  const claimants: symbol[] = [];
  const claimViewport = (owner: symbol) => {
    claimants.push(owner);
    store.setState({ viewportOwner: claimants[0] });
    return () => {
      claimants.splice(claimants.indexOf(owner), 1);
      store.setState({ viewportOwner: claimants[0] ?? null });
    };
  };
  let nextId = 1;
  const dismiss = (id: number) => store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  const show = (variant: ToastVariant, text: string, title = DEFAULT_TOAST_TITLES[variant], failure?: unknown) => {
    const id = nextId++;
    const requestId = failure instanceof ApiError ? failure.requestId : null;
    store.setState((s) => ({ toasts: [...s.toasts, { id, variant, title, text, requestId }] }));
    if (lifetimeMs > 0) setTimeout(() => dismiss(id), lifetimeMs);
    return id;
  };
  return Object.assign(store, { show, dismiss, claimViewport });
}
