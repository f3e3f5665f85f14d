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

/** A stand-in origin: `next` is judged relative to it, and must stay on it. */
const SAME_ORIGIN = 'https://platon.invalid';

/**
 * Only same-origin paths are followed after sign-in, so a crafted `next` cannot send a user elsewhere. The
 * address is judged as a browser will read it (WHATWG URL parsing: tabs and newlines dropped anywhere, a
 * backslash taken for a slash, dot segments resolved), and what is returned is that reading, so there is no
 * gap between the text checked and the address followed.
 *
 * @example
 * safeNext('/tables/appeals?x=1'); // '/tables/appeals?x=1'
 * safeNext('//evil.test/'); // '/'
 * safeNext('/\t/evil.test/'); // '/' (a browser reads it as //evil.test/)
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  let url: URL;
  try {
    url = new URL(next, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that still begins with two slashes ('/.//evil.test') would be another host once assigned.
  if (url.origin !== SAME_ORIGIN || !path.startsWith('/') || path.startsWith('//')) return fallback;
  return path;
}
