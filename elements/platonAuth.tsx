import { lazy, Suspense } from 'react';
import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_AUTH_API } from '../src/core/elements/platonAuthApi';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { defineElement } from './host/defineElement';
import { RuntimeGate } from './host/RuntimeGate';

const AuthApp = lazy(() => import('../src/auth/AuthApp').then((m) => ({ default: m.AuthApp })));

/**
 * `<platon-auth>`: sign-in (password, then the one-time code when the account needs one). Attributes and
 * events (`platon-auth-login`, `platon-auth-error`) are described in src/core/elements/platonAuthApi.ts.
 *
 * @example
 * <platon-auth redirect-to="/"></platon-auth>
 */
function PlatonAuth({ redirectTo, ...config }: ElementProps<typeof PLATON_AUTH_API>) {
  const runtime = getRuntime();
  return (
    <RuntimeGate runtime={runtime} config={config}>
      <Suspense fallback={null}>
        <AuthApp runtime={runtime} redirectTo={redirectTo} />
      </Suspense>
    </RuntimeGate>
  );
}

export function definePlatonAuth(): void {
  defineElement(PLATON_AUTH_API, PlatonAuth);
}
