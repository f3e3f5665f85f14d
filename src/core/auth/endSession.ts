import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';
import type { SessionStore } from '../session/sessionStore';

/**
 * Forget the session on this page (SPEC §4 Logout): token, user, saved login URL, menu state and the
 * refresh token. Used by logout and whenever the server no longer accepts the session.
 */
export function endSession(store: SessionStore): void {
  store.setState({ token: null, refreshToken: null, user: null, authenticated: false, organizations: [] });
  for (const key of [STORAGE_KEYS.loginUrl, STORAGE_KEYS.menuOrder, STORAGE_KEYS.menuCollapsed, STORAGE_KEYS.isDraggingAllowed]) {
    localStore.remove(key);
  }
}

/** The sign-in address with `next` holding where the user was (SPEC §2.2). */
export function loginHref(loginUrl: string, next: string): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}next=${encodeURIComponent(next)}`;
}

export function sendToLogin(store: SessionStore): void {
  const location = globalThis.location;
  const loginUrl = store.getState().config.loginUrl;
  // On the sign-in page itself the form is already what the user needs; redirecting would loop.
  if (!location || location.pathname === new URL(loginUrl, location.href).pathname) return;
  const next = `${location.pathname}${location.search}${location.hash}`;
  location.assign(loginHref(loginUrl, next));
}

/**
 * Only same-origin paths are followed after sign-in, so a crafted `next` cannot send a user elsewhere.
 *
 * @example
 * safeNext('/tables/appeals?x=1'); // '/tables/appeals?x=1'
 * safeNext('//evil.test/'); // '/'
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
