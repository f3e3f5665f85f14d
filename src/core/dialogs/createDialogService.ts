import { createStore, type StoreApi } from 'zustand/vanilla';
import { CANCEL_ANSWERS, type DialogKind, type DialogKinds, type DialogRequest } from './DialogRequest';

export interface DialogServiceState {
  /** Open and queued requests, oldest first. */
  requests: DialogRequest[];
}

export type DialogService = StoreApi<DialogServiceState> & {
  /**
   * A mounted element offers to show dialogs: `element` is the custom element (`<platon-app>`,
   * `<platon-page>`...) whose shadow root they render in. Returns its id and the release to call on unmount,
   * which cancels what it still shows.
   */
  register(element: Element): { hostId: number; release(): void };
  /**
   * Ask: the request goes to the registered element that contains `origin` (walking out of shadow roots),
   * else the first one mounted. Rejects when no Platon element is mounted.
   */
  request<K extends DialogKind>(kind: K, options: DialogKinds[K]['options'], origin?: Node | null): Promise<DialogKinds[K]['answer']>;
  /** The host view reports the user's answer; the focus goes back where it was. */
  answer(id: number, value: unknown): void;
  /** Escape, ×, an outside click: the kind's cancel answer (false, null or nothing). */
  cancel(id: number): void;
  /** How many elements can show dialogs now. */
  hostCount(): number;
};

/** Thrown (as a rejection) when a script asks while no Platon element is on the page to show the dialog. */
export const NO_DIALOG_HOST =
  'Platon dialogs: no Platon element (<platon-app>, <platon-page>, <platon-table>, <platon-form>) is mounted to show this dialog';

/**
 * The page's dialog queue (framework-free; the view is elements/host/RuntimeDialogs.tsx via
 * src/shell/dialogs/ScriptDialogHost.tsx). A request is a kind and its options; the promise resolves with
 * the user's answer. Each element shows its requests itself, inside its own shadow root, so the dialog takes
 * the element's theme and language and host CSS cannot reach it.
 *
 * @example
 * const dialogs = createDialogService();
 * const yes = await dialogs.request('confirm', { message: 'Delete?' }); // true or false
 */
export function createDialogService(): DialogService {
  const store = createStore<DialogServiceState>(() => ({ requests: [] }));
  const hosts: Array<{ hostId: number; element: Element }> = [];
  const pending = new Map<number, (value: unknown) => void>();
  let nextHost = 1;
  let nextRequest = 1;

  function hostFor(origin: Node | null | undefined): number | null {
    const ids = new Map(hosts.map((host) => [host.element, host.hostId]));
    for (let node: Node | null = origin ?? null; node;) {
      const id = node instanceof Element ? ids.get(node) : undefined;
      if (id !== undefined) return id;
      node = node.parentNode ?? (isShadowRoot(node) ? node.host : null);
    }
    return hosts[0]?.hostId ?? null;
  }

  function settle(id: number, value: unknown): void {
    const request = store.getState().requests.find((r) => r.id === id);
    const resolve = pending.get(id);
    if (!request || !resolve) return;
    pending.delete(id);
    store.setState((s) => ({ requests: s.requests.filter((r) => r.id !== id) }));
    resolve(value);
    restoreFocus(request.returnFocus);
  }

  const service: DialogService = Object.assign(store, {
    register(element: Element) {
      const hostId = nextHost++;
      hosts.push({ hostId, element });
      return {
        hostId,
        release() {
          hosts.splice(
            hosts.findIndex((host) => host.hostId === hostId),
            1,
          );
          for (const request of store.getState().requests) if (request.hostId === hostId) service.cancel(request.id);
        },
      };
    },
    request<K extends DialogKind>(kind: K, options: DialogKinds[K]['options'], origin?: Node | null) {
      const hostId = hostFor(origin);
      if (hostId === null) return Promise.reject(new Error(NO_DIALOG_HOST));
      const id = nextRequest++;
      return new Promise<DialogKinds[K]['answer']>((resolve) => {
        pending.set(id, resolve as (value: unknown) => void);
        const request = { id, kind, options, hostId, returnFocus: kind === 'tooltip' ? null : deepActiveElement() } as DialogRequest;
        store.setState((s) => ({ requests: [...s.requests, request] }));
      });
    },
    answer: settle,
    hostCount: () => hosts.length,
    cancel(id: number) {
      const request = store.getState().requests.find((r) => r.id === id);
      if (request) settle(id, CANCEL_ANSWERS[request.kind]);
    },
  });
  return service;
}

function isShadowRoot(node: Node): node is ShadowRoot {
  return typeof ShadowRoot !== 'undefined' && node instanceof ShadowRoot;
}

/** The focused element, looking into open shadow roots (document.activeElement stops at their hosts). */
function deepActiveElement(): HTMLElement | null {
  let active = globalThis.document?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== globalThis.document.body ? active : null;
}

/**
 * After the view has taken the dialog down (and its focus manager has done its own return, which cannot see
 * into a page component's shadow root or across a queue of dialogs), the element that had the focus gets it.
 */
function restoreFocus(target: HTMLElement | null): void {
  if (!target) return;
  setTimeout(() => {
    if (target.isConnected) target.focus({ preventScroll: true });
  }, 0);
}
