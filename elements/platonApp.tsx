import { Suspense } from 'react';
import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_APP_API } from '../src/core/elements/platonAppApi';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { prefetchRoute } from '../src/shell/routing/prefetchRoute';
import { preloadableLazy } from '../src/ui/preloadableLazy';
import { defineElement } from './host/defineElement';
import { RuntimeGate } from './host/RuntimeGate';

const AppShell = preloadableLazy(() => import('../src/shell/AppShell').then((m) => m.AppShell));

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
  // The shell's chunk, the user and the opening route's chunk and calls start as the element connects,
  // beside the project info and the translations (issue 13); the shell draws once both chunks are in. The
  // route's calls go first: a browser sends six requests at a time to one HTTP/1.1 server, in the order made.
  const start = () => {
    const route = prefetchRoute(runtime);
    return Promise.all([AppShell.preload(), route]);
  };
  return (
    <RuntimeGate runtime={runtime} config={props} onStart={start}>
      <Suspense fallback={null}>
        <AppShell runtime={runtime} />
      </Suspense>
    </RuntimeGate>
  );
}

export function definePlatonApp(): void {
  defineElement(PLATON_APP_API, PlatonApp);
}
