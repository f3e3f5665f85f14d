/** What the guard needs to know about the route being opened. */
export interface GuardRoute {
  name?: string;
  /** Full path with query, used as `next` for the login redirect. */
  fullPath: string;
  meta?: { auth?: boolean; publicRoute?: boolean };
}

export interface GuardSession {
  token: string | null;
  authenticated: boolean;
  hasMain: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'login'; next: string } | { kind: 'load-user' } | { kind: 'redirect'; to: string };

/**
 * The route guard of docs/behaviour.md §1 as a pure decision, so it is tested without a browser:
 * - meta auth false or publicRoute skip every check;
 * - home opens when the project has a main page, otherwise the profile page;
 * - otherwise a token is required (else login with `next`), and a token without an authenticated session
 *   first loads the user.
 *
 * @example
 * decideGuard({ fullPath: '/tables/x' }, { token: null, authenticated: false, hasMain: true });
 * // { kind: 'login', next: '/tables/x' }
 */
export function decideGuard(route: GuardRoute, session: GuardSession): GuardDecision {
  if (route.meta?.auth === false || route.meta?.publicRoute) return { kind: 'allow' };
  if (route.name === 'home' && !session.token) {
    return session.hasMain ? { kind: 'allow' } : { kind: 'login', next: route.fullPath };
  }
  if (!session.token) return { kind: 'login', next: route.fullPath };
  if (!session.authenticated) return { kind: 'load-user' };
  if (route.name === 'home' && !session.hasMain) return { kind: 'redirect', to: '/system/profile' };
  return { kind: 'allow' };
}
