import { Suspense } from 'react';
import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_APP_API } from '../src/core/elements/platonAppApi';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { defineElement } from './host/defineElement';
import { RuntimeGate } from './host/RuntimeGate';
import { AppShellView } from './start/appShellView';
import { startApp } from './start/startApp';

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
    <RuntimeGate runtime={runtime} config={props} onStart={() => startApp(runtime)}>
      <Suspense fallback={null}>
        <AppShellView runtime={runtime} />
      </Suspense>
    </RuntimeGate>
  );
}

export function definePlatonApp(): void {
  defineElement(PLATON_APP_API, PlatonApp);
}
