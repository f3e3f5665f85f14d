import { vi } from 'vitest';
import { followEditMode, setEditMode } from '../../core/session/editMode';
import type { ProjectInfo, User } from '../../core/api/contract';
import { createRouter, type Router } from '../../core/router/createRouter';
import { createRuntime, type PlatonRuntime } from '../../core/runtime/platonRuntime';
import type { ShellServices } from '../routing/ShellContext';

/** Browser tests: the signed-in ordinary user of the demo. */
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

/** Browser tests: project info with every contract field. */
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
  mapTilesUrl: '',
  oauth2: {},
  call24: {},
  components: [],
};

type Mock = ReturnType<typeof vi.fn>;

export interface ShellTestServices {
  runtime: PlatonRuntime;
  router: Router;
  services: ShellServices & { openModal: Mock; confirmLogout: Mock; openImport: Mock };
  apiGet: Mock;
  apiRequest: Mock;
}

/**
 * Browser tests: what the shell's parts get inside `<platon-app>`, without a network: a fresh runtime whose
 * store holds a signed-in user and the project info, API calls answered by the given stubs (`{ data: [] }`
 * by default), a memory router at `path`, and spied shell services.
 */
export function createShellTestServices(
  options: {
    user?: Partial<User> | null;
    info?: Partial<ProjectInfo>;
    path?: string;
    forceUser?: boolean;
    /** The administrators' edit mode (the top bar's switch); off by default, as in the app. */
    editMode?: boolean;
    apiGet?: (path: string) => Promise<unknown>;
    apiRequest?: () => Promise<unknown>;
  } = {},
): ShellTestServices {
  const runtime = createRuntime();
  const apiGet = vi.fn(options.apiGet ?? (async () => ({ data: [] })));
  const apiRequest = vi.fn(options.apiRequest ?? (async () => ({ data: [] })));
  runtime.api.get = apiGet as PlatonRuntime['api']['get'];
  runtime.api.request = apiRequest as PlatonRuntime['api']['request'];
  runtime.api.post = vi.fn(async () => ({ data: [] })) as PlatonRuntime['api']['post'];
  const user = options.user === null ? null : { ...TEST_USER, ...options.user };
  runtime.store.setState({
    token: 'test-token',
    authenticated: true,
    user,
    organizations: user?.organizations ?? [],
    projectInfo: { ...TEST_INFO, ...options.info },
    locale: 'uz',
    forceUser: options.forceUser ?? false,
  });
  // As the layout does: the store follows the edit mode; set here either way, so no earlier test's choice leaks in.
  followEditMode(runtime.store);
  setEditMode(runtime.store, options.editMode ?? false);
  const router = createRouter({ mode: 'memory', basePath: '/', initialPath: options.path ?? '/tables/appeals' });
  const services = { runtime, router, openModal: vi.fn(), confirmLogout: vi.fn(), openImport: vi.fn() };
  return { runtime, router, services, apiGet, apiRequest };
}
