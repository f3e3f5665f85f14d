import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';
import type { SessionStore } from '../session/sessionStore';
import { signInTarget, type SignInOwner, type SignInTarget } from './signInTarget';

/**
 * Forget the session on this page (docs/behaviour.md §10 Logout): token, user, saved login URL, menu state and the
 * refresh token. Used by logout and whenever the server no longer accepts the session.
 */
export function endSession(store: SessionStore): void {
  store.setState({ token: null, refreshToken: null, user: null, authenticated: false, organizations: [] });
  for (const key of [STORAGE_KEYS.loginUrl, STORAGE_KEYS.menuOrder, STORAGE_KEYS.menuCollapsed, STORAGE_KEYS.isDraggingAllowed]) {
    localStore.remove(key);
  }
}

/**
 * Send a visitor without a session to sign in by the rule of signInTarget: leaves the page only for a
 * `redirect`; the caller shows the sign-in in place (or waits, for `here`) otherwise.
 */
export function sendToLogin(store: SessionStore, owner: SignInOwner = 'element'): SignInTarget {
  const location = globalThis.location;
  if (!location) return { kind: 'in-place' };
  const target = signInTarget(store.getState().config, owner, location.href);
  if (target.kind === 'redirect') location.assign(target.href);
  return target;
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
