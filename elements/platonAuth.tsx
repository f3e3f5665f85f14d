import { lazy, Suspense } from 'react';
import type { ConfigAttributes } from '../src/core/config/platonConfig';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { CONFIG_ATTRIBUTES, defineElement } from './host/defineElement';
import { RuntimeGate } from './host/RuntimeGate';

const AuthApp = lazy(() => import('../src/auth/AuthApp').then((m) => ({ default: m.AuthApp })));

interface PlatonAuthProps extends ConfigAttributes {
  redirectTo?: string;
}

/**
 * `<platon-auth>`: sign-in (password, then the one-time code when the account needs one).
 *
 * Attributes: the shared configuration attributes (see `<platon-app>`) and `redirect-to`, where to go after
 * sign-in when the address has no `next` (absent: stay, and let other elements on the page pick up the
 * session). Events: `platon-login` (detail `{ user }`) on the element.
 *
 * @example
 * <platon-auth redirect-to="/"></platon-auth>
 */
function PlatonAuth({ redirectTo, ...config }: PlatonAuthProps) {
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
  defineElement('platon-auth', PlatonAuth, { ...CONFIG_ATTRIBUTES, redirectTo: 'string' });
}
