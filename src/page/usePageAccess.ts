import { useEffect, useState } from 'react';
import { loadUser } from '../core/auth/loadUser';
import { sendToLogin } from '../core/auth/endSession';
import { decideGuard } from '../core/router/guardDecision';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';

/**
 * - `allowed`: show the page;
 * - `leaving`: on the way to the sign-in page (`login-url` is set);
 * - `sign-in`: no session and no `login-url`: the element shows the sign-in form in place (its host does,
 *   see SignInInPlace), and its content once signed in;
 * - `signed-out`: no session, and this document is the sign-in page itself (a host embedding
 *   `<platon-auth>` beside the page with `login-url` pointing at itself): wait for a sign-in here.
 */
export type PageAccess = 'checking' | 'allowed' | 'leaving' | 'sign-in' | 'signed-out';

/**
 * The route guard (docs/behaviour.md §1) for a standalone page element, as `<platon-app>` runs it: public pages pass;
 * otherwise a stored token is checked by loading the user, and without a usable one the visitor goes to
 * `login-url` with `next`, or signs in in place when none is set (signInTarget). A sign-in or sign-out
 * elsewhere on the page re-runs it.
 */
export function usePageAccess(runtime: PlatonRuntime, isPublic: boolean): PageAccess {
  const [access, setAccess] = useState<PageAccess>('checking');
  useEffect(() => {
    let live = true;
    async function check(): Promise<PageAccess> {
      const { token, authenticated, projectInfo } = runtime.store.getState();
      const location = globalThis.location;
      const route = { fullPath: `${location.pathname}${location.search}`, meta: { publicRoute: isPublic } };
      const decision = decideGuard(route, { token, authenticated, hasMain: Boolean(projectInfo?.has_main) });
      if (decision.kind === 'allow') return 'allowed';
      if (decision.kind === 'load-user' && (await loadUser(runtime))) return 'allowed';
      const target = sendToLogin(runtime.store, 'element');
      return target.kind === 'redirect' ? 'leaving' : target.kind === 'here' ? 'signed-out' : 'sign-in';
    }
    const run = () => void check().then((next) => live && setAccess(next));
    run();
    const unsubscribe = runtime.store.subscribe((s, prev) => {
      if (Boolean(prev.token) !== Boolean(s.token)) run();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [runtime, isPublic]);
  return access;
}
