import { lazy, Suspense } from 'react';
import type { ConfigAttributes } from '../src/core/config/platonConfig';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { CONFIG_ATTRIBUTES, defineElement } from './host/defineElement';
import { RuntimeGate } from './host/RuntimeGate';

const AppShell = lazy(() => import('../src/shell/AppShell').then((m) => ({ default: m.AppShell })));

/**
 * `<platon-app>`: the whole shell.
 *
 * Attributes: `api-base` (default `/api/`), `auth-base` (default `{api-base}auth/`), `login-url` (default
 * `/auth/user`), `locale`, `base-path` (default `/`), `router-mode` (`history` | `hash` | `memory`).
 * Events: `platon:*` plugin events on `window` (see src/core/events/pluginEvents.ts).
 *
 * @example
 * <script type="module" src="/platon/platon.js"></script>
 * <platon-app></platon-app>
 */
function PlatonApp(props: ConfigAttributes) {
  const runtime = getRuntime();
  return (
    <RuntimeGate runtime={runtime} config={props}>
      <Suspense fallback={null}>
        <AppShell runtime={runtime} />
      </Suspense>
    </RuntimeGate>
  );
}

export function definePlatonApp(): void {
  defineElement('platon-app', PlatonApp, CONFIG_ATTRIBUTES);
}
