import { vi } from 'vitest';
import type { MenuItem, ProjectInfo, User } from '../../../../core/api/contract';
import type { Advertisement } from '../../../../core/menu/Advertisement';
import { primeMenus } from '../../../../core/menu/loadMenus';
import { createRouter, type Router } from '../../../../core/router/createRouter';
import { createRuntime, type PlatonRuntime } from '../../../../core/runtime/platonRuntime';
import { mountInShadow, settle, type Mounted } from '../../../../ui/testing/mountInShadow';
import { ShellContext, type ShellServices } from '../../../routing/ShellContext';
import { Sidebar } from '../Sidebar';

export const SIDEBAR_USER: User = {
  id: 2,
  username: 'user',
  fullName: 'Алишер Навоий',
  postName: 'Бош мутахассис',
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

export const SIDEBAR_INFO = {
  name: 'Platon Demo',
  shortName: 'Platon',
  product: 'platon',
  has_main: true,
  demo: true,
  version: '2.3.4',
  projectVersion: '1.0.7',
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
  copyright: { text: '© Platon', url: 'https://example.com/' },
  oauth2: {},
  call24: {},
  components: [],
} as ProjectInfo;

const item = (id: number, name: string, link: string | null, extra: Partial<MenuItem> = {}, children: MenuItem[] = []): MenuItem => ({
  id,
  projectId: 'appeals',
  datasource: null,
  name,
  link,
  cssClass: null,
  cssStyle: null,
  badge: null,
  badgeType: null,
  hasDividerBefore: false,
  isHomepage: false,
  isTrackMenu: false,
  children,
  ...extra,
});

/** A small tree shaped like the demo's: a three-level group, a divider, a platform-owned group. */
export const SIDEBAR_MENUS: MenuItem[] = [
  item(1, 'Мурожаатлар', null, { cssClass: 'fa-solid fa-envelope-open-text' }, [
    item(2, 'Барча мурожаатлар', '/tables/appeals', { cssClass: 'fa-solid fa-list', badge: '128', isHomepage: true }),
    item(3, 'Янги мурожаат', '/forms/appeals', { cssClass: 'fa-solid fa-plus' }),
    item(4, 'Ҳолат бўйича', null, { cssClass: 'fa-solid fa-filter' }, [
      item(5, 'Кўриб чиқилмоқда', '/tables/appeals?status=in_review', { badge: '12', badgeType: 'warning' }),
      item(6, 'Ҳал этилган', '/tables/appeals?status=resolved', { badge: '97', badgeType: 'success' }),
    ]),
  ]),
  item(7, 'Бошқарув панели', '/pages/dashboard', { cssClass: 'fa-solid fa-chart-line', hasDividerBefore: true, cssStyle: 'color: rgb(255, 0, 0); bogus; background: url(x.png)' }),
  item(8, 'Конфигурация', null, { cssClass: 'fa-solid fa-gears', projectId: 'platon' }, [
    item(9, 'Менюлар', '/tables/menus', { cssClass: 'no-such-icon', projectId: 'platon' }),
  ]),
];

export const SIDEBAR_AD: Advertisement = { id: 41, title: 'Platon реклама', websiteUrl: 'https://example.com/ad', mediaId: null };

export interface MountedSidebar {
  mounted: Mounted;
  shadow: ShadowRoot;
  runtime: PlatonRuntime;
  router: Router;
  services: ShellServices & { openModal: ReturnType<typeof vi.fn> };
  onLinkFollowed: ReturnType<typeof vi.fn>;
  apiGet: ReturnType<typeof vi.fn>;
  apiRequest: ReturnType<typeof vi.fn>;
  rerender(collapsed: boolean): Promise<void>;
}

/**
 * Browser tests: the real Sidebar in a shadow root, inside ShellContext with a fresh runtime (a store holding
 * the user and project info, the menu primed in the page cache, a stubbed API: no network) and a memory router.
 */
export async function mountSidebar(
  options: { user?: Partial<User>; info?: Partial<ProjectInfo>; menus?: MenuItem[] | null; ads?: Advertisement[]; failMenusOnce?: boolean; path?: string; collapsed?: boolean; forceUser?: boolean } = {},
): Promise<MountedSidebar> {
  const runtime = createRuntime();
  let menuFailures = options.failMenusOnce ? 1 : 0;
  const apiGet = vi.fn(async (path: string) => {
    if (path === 'menus') {
      if (menuFailures-- > 0) throw new Error('offline');
      return { data: options.menus ?? SIDEBAR_MENUS };
    }
    return { data: path === 'ads' ? (options.ads ?? [SIDEBAR_AD]) : [] };
  });
  const apiRequest = vi.fn(async () => ({ data: { clicks: 1 } }));
  runtime.api.get = apiGet as PlatonRuntime['api']['get'];
  runtime.api.request = apiRequest as PlatonRuntime['api']['request'];
  const user = { ...SIDEBAR_USER, ...options.user };
  runtime.store.setState({
    token: 'test-token',
    authenticated: true,
    user,
    organizations: user.organizations,
    projectInfo: { ...SIDEBAR_INFO, ...options.info },
    locale: 'uz',
    forceUser: options.forceUser ?? false,
  });
  if (options.menus !== null) primeMenus(runtime, options.menus ?? SIDEBAR_MENUS);
  const router = createRouter({ mode: 'memory', basePath: '/', initialPath: options.path ?? '/tables/appeals?_mid=2' });
  const services = { runtime, router, openModal: vi.fn(), confirmLogout: vi.fn(), openImport: vi.fn() };
  const onLinkFollowed = vi.fn();
  const view = (collapsed: boolean) => (
    <ShellContext.Provider value={services}>
      {/* The layout's sidebar column, so fly-outs have the room beside it they have in the app. */}
      <div style={{ width: collapsed ? 64 : 260 }}>
        <Sidebar collapsed={collapsed} onLinkFollowed={onLinkFollowed} />
      </div>
    </ShellContext.Provider>
  );
  const mounted = await mountInShadow(view(options.collapsed ?? false));
  await settle(20);
  return {
    mounted,
    shadow: mounted.shadow,
    runtime,
    router,
    services,
    onLinkFollowed,
    apiGet,
    apiRequest,
    async rerender(collapsed) {
      await mounted.render(view(collapsed));
      await settle(20);
    },
  };
}
