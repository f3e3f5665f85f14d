import { useEffect, useState } from 'react';
import { loadUser } from '../core/auth/loadUser';
import { sendToLogin } from '../core/auth/endSession';
import { decideGuard, type GuardRoute } from '../core/router/guardDecision';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';

export type GuardState = 'checking' | 'allowed' | 'leaving';

/**
 * Runs the route guard (SPEC §2.2) for `route`: sends visitors without a token to sign-in with `next`,
 * loads the user for a stored token (clearing it and going to sign-in when that fails).
 */
export function useRouteGuard(runtime: PlatonRuntime, route: GuardRoute): GuardState {
  const [state, setState] = useState<GuardState>('checking');
  useEffect(() => {
    let live = true;
    async function check(): Promise<GuardState> {
      const { token, authenticated, projectInfo } = runtime.store.getState();
      const decision = decideGuard(route, { token, authenticated, hasMain: Boolean(projectInfo?.has_main) });
      if (decision.kind === 'allow') return 'allowed';
      if (decision.kind === 'load-user') {
        if (await loadUser(runtime)) return 'allowed';
        sendToLogin(runtime.store);
        return 'leaving';
      }
      if (decision.kind === 'redirect') globalThis.location.assign(decision.to);
      else sendToLogin(runtime.store);
      return 'leaving';
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
  }, [runtime, route.fullPath, route.name, route.meta?.auth, route.meta?.publicRoute]);
  return state;
}
