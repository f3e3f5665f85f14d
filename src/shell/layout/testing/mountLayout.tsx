import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ProjectInfo, User } from '../../../core/api/contract';
import { createRouter, type Router } from '../../../core/router/createRouter';
import { createRuntime, type PlatonRuntime } from '../../../core/runtime/platonRuntime';
import { mountInShadow, type Mounted } from '../../../ui/testing/mountInShadow';
import { ShellContext, type ShellServices } from '../../routing/ShellContext';
import { Layout } from '../Layout';

export const TEST_USER: User = {
  id: 2,
  username: 'user',
  fullName: 'Алишер Навоий',
  postName: null,
  orgId: null,
  tin: null,
  pinfl: null,
  locale: null,
  permissions: [],
  organizations: [],
  registeredWithEimzo: false,
  eimzoAllowToLogin: 'all',
  photo: null,
  hasOtpSecret: false,
};

export const TEST_INFO: ProjectInfo = {
  name: 'Platon Demo',
  shortName: 'Platon',
  product: 'platon',
  has_main: true,
  demo: false,
  version: '1.0.0',
  projectVersion: '1.0.0',
  transfer_method: null,
  defaultLocale: 'uz',
  enabledLocales: ['uz', 'la', 'ru', 'en', 'qq'],
  defaultTheme: 'default',
  defaultThemeColor: 'default',
  homeRedirect: null,
  noLayout: false,
  settingsPage: true,
  supportPhone: null,
  supportChat: null,
  copyright: null,
  oauth2: {},
  call24: {},
  components: [],
};

export interface MountedLayout {
  mounted: Mounted;
  shadow: ShadowRoot;
  runtime: PlatonRuntime;
  router: Router;
  services: ShellServices & { confirmLogout: ReturnType<typeof vi.fn>; openModal: ReturnType<typeof vi.fn> };
  /** Every API call answers `{ data: [] }`: no network in browser tests. */
  apiGet: ReturnType<typeof vi.fn>;
  region(name: 'sidebar' | 'topbar' | 'mobilebar' | 'body'): HTMLElement | null;
}

/**
 * Browser tests: the layout as `<platon-app>` renders it — in a shadow root, inside ShellContext with a fresh
 * runtime (a pre-filled store, a stubbed API) and a memory router.
 */
export async function mountLayout(options: { user?: Partial<User> | null; info?: Partial<ProjectInfo>; body?: ReactNode } = {}): Promise<MountedLayout> {
  const runtime = createRuntime();
  const apiGet = vi.fn(async () => ({ data: [] }));
  runtime.api.get = apiGet as PlatonRuntime['api']['get'];
  runtime.api.request = vi.fn(async () => ({ data: [] })) as PlatonRuntime['api']['request'];
  runtime.api.post = vi.fn(async () => ({ data: [] })) as PlatonRuntime['api']['post'];
  runtime.store.setState({
    token: 'test-token',
    authenticated: true,
    user: options.user === null ? null : { ...TEST_USER, ...options.user },
    projectInfo: { ...TEST_INFO, ...options.info },
    locale: 'uz',
    forceUser: false,
  });
  const router = createRouter({ mode: 'memory', basePath: '/', initialPath: '/tables/appeals' });
  const services = {
    runtime,
    router,
    openModal: vi.fn(),
    confirmLogout: vi.fn(),
    openImport: vi.fn(),
  };
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
