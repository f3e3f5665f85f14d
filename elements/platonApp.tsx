import { lazy, Suspense } from 'react';
import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_APP_API } from '../src/core/elements/platonAppApi';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { defineElement } from './host/defineElement';
import { RuntimeGate } from './host/RuntimeGate';

const AppShell = lazy(() => import('../src/shell/AppShell').then((m) => ({ default: m.AppShell })));

/**
 * `<platon-app>`: the whole shell. Its attributes, parts and slots are described in
 * src/core/elements/platonAppApi.ts; the plugin events go to `window` (src/core/events/pluginEvents.ts).
 *
 * @example
 * <script type="module" src="/platon/platon.js"></script>
 * <platon-app></platon-app>
 */
function PlatonApp(props: ElementProps<typeof PLATON_APP_API>) {
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
  defineElement(PLATON_APP_API, PlatonApp);
}
