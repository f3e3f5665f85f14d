import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Organization, ProjectInfo, User } from '../api/contract';
import { DEFAULT_CONFIG, type PlatonConfig } from '../config/platonConfig';
import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';

/** Everything the elements of one page share (docs/architecture.md "One session singleton"). */
export interface SessionState {
  config: PlatonConfig;
  token: string | null;
  refreshToken: string | null;
  deviceId: string;
  user: User | null;
  /** True once the user was loaded (or logged in) for the current token on this page. */
  authenticated: boolean;
  organizations: Organization[];
  projectInfo: ProjectInfo | null;
  locale: string;
  theme: { theme: string; themeColor: string } | null;
  /** Ctrl+Shift+D: an admin sees the ordinary user's view. */
  forceUser: boolean;
  /**
   * The top bar's 'Таҳрирлаш режими' switch, remembered per user (core/session/editMode). Unset until the
   * shell or a table starts following it: off, so an administrator sees no gear links by default.
   */
  editMode?: boolean;
  /**
   * editMode and not forceUser: an administrator's gear and pencil links show. One derived flag, so that each
   * screen reads one field (the form's chunk has no bytes to spare for the rule itself).
   */
  editLinks?: boolean;
}

export type SessionStore = StoreApi<SessionState>;

/**
 * A store seeded from local storage and writing the persisted fields back on every change.
 * Use {@link getSessionStore} in the runtime; this factory exists for tests.
 */
export function createSessionStore(): SessionStore {
  const store = createStore<SessionState>(() => ({
    config: DEFAULT_CONFIG,
    token: localStore.get<string>(STORAGE_KEYS.token),
    refreshToken: localStore.get<string>(STORAGE_KEYS.refreshToken),
    deviceId: loadDeviceId(),
    user: localStore.get<User>(STORAGE_KEYS.user),
    authenticated: false,
    organizations: [],
    projectInfo: null,
    locale: localStore.get<string>(STORAGE_KEYS.locale) ?? '',
    theme: localStore.get(STORAGE_KEYS.theme),
    forceUser: false,
  }));
  store.subscribe((state, previous) => {
    // Cookie session mode (ProjectInfo.session_cookie): the refresh token lives only in an HttpOnly cookie,
    // so none is stored, and one left in storage by the local-storage mode goes.
    const cookieMode = state.projectInfo?.session_cookie === true;
    if (cookieMode && !previous.projectInfo?.session_cookie) localStore.remove(STORAGE_KEYS.refreshToken);
    if (state.token !== previous.token) localStore.set(STORAGE_KEYS.token, state.token);
    if (state.refreshToken !== previous.refreshToken) localStore.set(STORAGE_KEYS.refreshToken, cookieMode ? null : state.refreshToken);
    if (state.user !== previous.user) localStore.set(STORAGE_KEYS.user, state.user);
    if (state.theme !== previous.theme) localStore.set(STORAGE_KEYS.theme, state.theme);
  });
  followOtherTabs(store);
  return store;
}

/** A sign-out or sign-in in another tab applies here too, so no tab keeps acting on a dead session. */
function followOtherTabs(store: SessionStore): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token) return;
    const token = localStore.get<string>(STORAGE_KEYS.token);
    if (token === store.getState().token) return;
    store.setState({
      token,
      refreshToken: localStore.get<string>(STORAGE_KEYS.refreshToken),
      user: token ? localStore.get<User>(STORAGE_KEYS.user) : null,
      authenticated: Boolean(token) && store.getState().authenticated,
    });
  });
}

function loadDeviceId(): string {
  const stored = localStore.get<string>(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  localStore.set(STORAGE_KEYS.deviceId, id);
  return id;
}
