import { useEffect, useState } from 'react';
import { loadUser } from '../core/auth/loadUser';
import { sendToLogin } from '../core/auth/endSession';
import type { SignInOwner } from '../core/auth/signInTarget';
import { decideGuard, type GuardRoute } from '../core/router/guardDecision';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';

/** `sign-in`: no session and nowhere to send the visitor (signInTarget): the shell signs in in place. */
export type GuardState = 'checking' | 'allowed' | 'leaving' | 'sign-in';

export interface RouteGuardOptions {
  /** `history-app` in history mode (it may leave for `/auth/user`), `element` in hash or memory mode. */
  owner: SignInOwner;
  /**
   * Read at each check: true after a sign-out in hash or memory mode, where the host owns the address and
   * the app stays on the page even with a `login-url` (only the AfterLogout event tells the host).
   */
  staysSignedOutInPlace?: () => boolean;
  /** Goes to a route of the app (home without a main page opens the profile); the shell's router. */
  redirect?: (to: string) => void;
}

/**
 * Runs the route guard (docs/behaviour.md §1) for `route`: sends visitors without a token to sign-in with `next` (or
 * answers `sign-in` when that happens in place), loads the user for a stored token (clearing it and going
 * to sign-in when that fails).
 */
export function useRouteGuard(
  runtime: PlatonRuntime,
  route: GuardRoute,
  options: RouteGuardOptions = { owner: 'history-app' },
): GuardState {
  const [state, setState] = useState<GuardState>('checking');
  const { owner, staysSignedOutInPlace, redirect = (to: string) => globalThis.location.assign(to) } = options;
  useEffect(() => {
    let live = true;
    const toSignIn = (): GuardState => {
      if (staysSignedOutInPlace?.()) return 'sign-in';
      const target = sendToLogin(runtime.store, owner);
      // `here`: this page is the sign-in page, whose own form (a <platon-auth> beside) signs in.
      return target.kind === 'in-place' ? 'sign-in' : 'leaving';
    };
    const decide = () => {
      const { token, authenticated, projectInfo } = runtime.store.getState();
      return decideGuard(route, { token, authenticated, hasMain: Boolean(projectInfo?.has_main) });
    };
    async function check(): Promise<GuardState> {
      let decision = decide();
      if (decision.kind === 'load-user') {
        if (!(await loadUser(runtime))) return toSignIn();
        // Signed in now, so the signed-in rules apply too: home without a main page opens the profile (a
        // production start lands there after signing in at `/`, not on an empty home).
        decision = decide();
        if (decision.kind === 'load-user') return 'allowed';
      }
      if (decision.kind === 'allow') return 'allowed';
      if (decision.kind === 'redirect') {
        redirect(decision.to);
        return 'leaving';
      }
      return toSignIn();
    }
    void check().then((next) => live && setState(next));
    // A sign-in or sign-out anywhere on the page (another element, another tab) re-runs the guard.
    const unsubscribe = runtime.store.subscribe((s, prev) => {
      if (Boolean(prev.token) !== Boolean(s.token)) void check().then((next) => live && setState(next));
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [runtime, owner, route.fullPath, route.name, route.meta?.auth, route.meta?.publicRoute]);
  return state;
}
