import type { PlatonConfig } from '../config/platonConfig';
import { appBase } from '../router/appHref';

/** docs/behaviour.md §1: `/login` of the application redirects to its sign-in page at `/auth/user`. */
export const SIGN_IN_PATH = '/auth/user';

/**
 * Where a visitor without a session signs in:
 * - `redirect`: leave for the sign-in page at `href` (with `next`);
 * - `here`: this document is the sign-in page (a host with `<platon-auth>` and `login-url` pointing at
 *   itself): wait for a sign-in on this page;
 * - `in-place`: the element shows the sign-in form inside itself.
 */
export type SignInTarget = { kind: 'redirect'; href: string } | { kind: 'here' } | { kind: 'in-place' };

/**
 * Who asks: `<platon-app>` in history mode owns the address bar, so it may leave for the sign-in page;
 * standalone elements and an app in hash or memory mode live in a host page that owns its address.
 */
export type SignInOwner = 'history-app' | 'element';

/**
 * The sign-in rule of embedded elements: an explicit `login-url` is followed (with `next`); without one,
 * `<platon-app>` in history mode goes to `/auth/user` of the application when that is on this page's
 * origin (docs/behaviour.md §1), and everything else signs in in place, because a path like `/auth/user` on a host
 * page is most likely a 404 of the host.
 *
 * @example
 * signInTarget({ ...config, loginUrl: null }, 'element', 'https://portal.test/a.html'); // { kind: 'in-place' }
 * signInTarget({ ...config, loginUrl: null }, 'history-app', 'https://app.test/tables/x');
 * // { kind: 'redirect', href: '/auth/user?next=%2Ftables%2Fx' }
 */
export function signInTarget(
  config: Pick<PlatonConfig, 'loginUrl' | 'appUrl' | 'apiBase' | 'basePath'>,
  owner: SignInOwner,
  pageHref: string,
): SignInTarget {
  const page = new URL(pageHref);
  const next = `${page.pathname}${page.search}${page.hash}`;
  if (config.loginUrl) {
    const login = new URL(config.loginUrl, page);
    // On the sign-in page itself the form is already what the user needs; redirecting would loop.
    if (login.origin === page.origin && login.pathname === page.pathname) return { kind: 'here' };
    return { kind: 'redirect', href: loginHref(config.loginUrl, next) };
  }
  if (owner !== 'history-app') return { kind: 'in-place' };
  const signIn = new URL(SIGN_IN_PATH, new URL(appBase(config, pageHref), page));
  if (signIn.origin !== page.origin) return { kind: 'in-place' };
  if (signIn.pathname === page.pathname) return { kind: 'here' };
  return { kind: 'redirect', href: loginHref(SIGN_IN_PATH, next) };
}

/** The sign-in address with `next` holding where the user was (docs/behaviour.md §1). */
export function loginHref(loginUrl: string, next: string): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}next=${encodeURIComponent(next)}`;
}
