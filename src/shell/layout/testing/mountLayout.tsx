import type { ReactNode } from 'react';
import type { ProjectInfo, User } from '../../../core/api/contract';
import type { Router } from '../../../core/router/createRouter';
import type { PlatonRuntime } from '../../../core/runtime/platonRuntime';
import { mountInShadow, type Mounted } from '../../../ui/testing/mountInShadow';
import { ShellContext } from '../../routing/ShellContext';
import { createShellTestServices, type ShellTestServices } from '../../testing/shellTestServices';
import { Layout } from '../Layout';

export interface MountedLayout {
  mounted: Mounted;
  shadow: ShadowRoot;
  runtime: PlatonRuntime;
  router: Router;
  services: ShellTestServices['services'];
  /** Every API call answers `{ data: [] }`: no network in browser tests. */
  apiGet: ShellTestServices['apiGet'];
  region(name: 'sidebar' | 'topbar' | 'mobilebar' | 'body'): HTMLElement | null;
}

/**
 * Browser tests: the layout as `<platon-app>` renders it — in a shadow root, inside ShellContext with a fresh
 * runtime (a pre-filled store, a stubbed API) and a memory router.
 */
export async function mountLayout(
  options: { user?: Partial<User> | null; info?: Partial<ProjectInfo>; body?: ReactNode } = {},
): Promise<MountedLayout> {
  const { runtime, router, services, apiGet } = createShellTestServices({ user: options.user, info: options.info });
  const mounted = await mountInShadow(
    <ShellContext.Provider value={services}>
      <Layout>{options.body ?? <button type="button">body button</button>}</Layout>
    </ShellContext.Provider>,
  );
  return {
    mounted,
    shadow: mounted.shadow,
    runtime,
    router,
    services,
    apiGet,
    region: (name) => mounted.shadow.querySelector<HTMLElement>(`[data-region="${name}"]`),
  };
}
