import { createStore, type StoreApi } from 'zustand/vanilla';
import { createApiClient, type ApiClient } from '../api/apiClient';
import { forgetPrefetched } from '../api/prefetch';
import { createDialogService, type DialogService } from '../dialogs/createDialogService';
import { createEventBus, type EventBus } from '../events/pluginEvents';
import { PageI18n } from '../i18n/PageI18n';
import { createToastStore, type ToastStore } from '../notify/toastStore';
import { createSessionStore, type SessionStore } from '../session/sessionStore';
import { endSession, sendToLogin } from '../auth/endSession';
import type { createNoAnswerWatch } from './diagnoseNoAnswer';

/** The page-wide runtime every element shares. */
export interface PlatonRuntime {
  store: SessionStore;
  api: ApiClient;
  i18n: PageI18n;
  events: EventBus;
  toasts: ToastStore;
  /** Dialogs asked by page scripts and plugins (docs/behaviour.md §6), shown by the element they belong to. */
  dialogs: DialogService;
  /**
   * Resolves once project info and translations are loaded (see bootstrapRuntime); null before the start,
   * after a failed one, and once the page's settings name another server (applyElementSettings).
   */
  ready: Promise<void> | null;
  /**
   * The settings an element of the page has named: the first one to name a setting wins (applyElementSettings).
   * Optional: a runtime made by an older copy of the bundle on the same page has none yet.
   */
  namedSettings?: Set<string>;
  /**
   * This page's origin once a call showed that the server refuses it (no CORS permission, see
   * diagnoseNoAnswer): every element then says so instead of its content. Null otherwise.
   */
  refusedOrigin: StoreApi<{ origin: string | null }>;
}

/**
 * A well-known global, not a module variable: if a host page loads the bundle twice (two script tags, two
 * versions), the second copy finds and reuses the first copy's runtime, so there is still one session.
 */
const RUNTIME_KEY = Symbol.for('platon.runtime');

export function getRuntime(): PlatonRuntime {
  const holder = globalThis as { [RUNTIME_KEY]?: PlatonRuntime };
  holder[RUNTIME_KEY] ??= createRuntime();
  return holder[RUNTIME_KEY];
}

export function createRuntime(): PlatonRuntime {
  const store = createSessionStore();
  const refusedOrigin = createStore<{ origin: string | null }>(() => ({ origin: null }));
  // The diagnosis is a chunk of its own, fetched only once a call got no answer: most pages never need it.
  let watching: Promise<ReturnType<typeof createNoAnswerWatch>> | null = null;
  const watchNoAnswer = (base: string) => {
    watching ??= import('./diagnoseNoAnswer').then(({ createNoAnswerWatch: create }) =>
      create(
        (url, init) => globalThis.fetch(url, init),
        (origin) => refusedOrigin.setState({ origin }),
      ),
    );
    watching.then(
      (watch) => watch(base, store.getState().config),
      // A server down for this page is down for its chunk too: the next call without an answer tries again.
      () => (watching = null),
    );
  };
  const api = createApiClient(store, {
    onSessionExpired() {
      endSession(store);
      // Leaves only for an explicit login-url (docs/behaviour.md §9); otherwise each element's guard, re-run by the
      // token going, picks its own way (signInTarget): /auth/user for a history-mode app, in place else.
      sendToLogin(store, 'element');
    },
    onNoAnswer: watchNoAnswer,
  });
  const toasts = createToastStore();
  const runtime: PlatonRuntime = {
    store,
    api,
    i18n: new PageI18n(),
    events: createEventBus(),
    toasts,
    dialogs: createDialogService(),
    ready: null,
    namedSettings: new Set(),
    refusedOrigin,
  };
  // What the page asked ahead for its first session is not the next one's (the user, the menu, a view).
  store.subscribe((state, previous) => {
    if (previous.token && !state.token) forgetPrefetched(runtime.api);
  });
  return runtime;
}
