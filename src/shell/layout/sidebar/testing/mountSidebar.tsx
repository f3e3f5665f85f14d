import { useRef, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { MenuItem, ProjectInfo, User } from '../../../../core/api/contract';
import type { Advertisement } from '../../../../core/menu/Advertisement';
import { primeMenus } from '../../../../core/menu/loadMenus';
import { testMenuItem } from '../../../../core/menu/testMenuItem';
import type { Router } from '../../../../core/router/createRouter';
import type { PlatonRuntime } from '../../../../core/runtime/platonRuntime';
import { mountInShadow, settle, type Mounted } from '../../../../ui/testing/mountInShadow';
import { ShellContext } from '../../../routing/ShellContext';
import { createShellTestServices, TEST_INFO, TEST_USER, type ShellTestServices } from '../../../testing/shellTestServices';
import { useShellStyles } from '../../../styles/useShellStyles';
import { Sidebar } from '../Sidebar';

export const SIDEBAR_USER: User = { ...TEST_USER, postName: 'Бош мутахассис' };

export const SIDEBAR_INFO: ProjectInfo = {
  ...TEST_INFO,
  demo: true,
  version: '2.3.4',
  projectVersion: '1.0.7',
  copyright: { text: '© Platon', url: 'https://example.com/' },
};

const item = (id: number, name: string, link: string | null, extra: Partial<MenuItem> = {}, children: MenuItem[] = []): MenuItem =>
  testMenuItem(id, link, { name, ...extra }, children);

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
  item(7, 'Бошқарув панели', '/pages/dashboard', {
    cssClass: 'fa-solid fa-chart-line',
    hasDividerBefore: true,
    cssStyle: 'color: rgb(255, 0, 0); bogus; background: url(x.png)',
  }),
  item(8, 'Конфигурация', null, { cssClass: 'fa-solid fa-gears', projectId: 'platon' }, [
    item(9, 'Менюлар', '/tables/menus', { cssClass: 'no-such-icon', projectId: 'platon' }),
  ]),
];

export const SIDEBAR_AD: Advertisement = {
  id: 41,
  title: 'Platon реклама',
  websiteUrl: 'https://example.com/ad',
  mediaId: null,
  mediaUrl: null,
};

export interface MountedSidebar {
  mounted: Mounted;
  shadow: ShadowRoot;
  runtime: PlatonRuntime;
  router: Router;
  services: ShellTestServices['services'];
  onLinkFollowed: ReturnType<typeof vi.fn>;
  apiGet: ShellTestServices['apiGet'];
  apiRequest: ShellTestServices['apiRequest'];
  rerender(collapsed: boolean): Promise<void>;
}

/**
 * Browser tests: the real Sidebar in a shadow root, inside ShellContext with a fresh runtime (a store holding
 * the user and project info, the menu primed in the page cache, a stubbed API: no network) and a memory router.
 */
export async function mountSidebar(
  options: {
    user?: Partial<User>;
    info?: Partial<ProjectInfo>;
    menus?: MenuItem[] | null;
    ads?: Advertisement[];
    failMenusOnce?: boolean;
    path?: string;
    collapsed?: boolean;
    forceUser?: boolean;
    editMode?: boolean;
  } = {},
): Promise<MountedSidebar> {
  let menuFailures = options.failMenusOnce ? 1 : 0;
  const { runtime, router, services, apiGet, apiRequest } = createShellTestServices({
    user: { ...SIDEBAR_USER, ...options.user },
    info: { ...SIDEBAR_INFO, ...options.info },
    path: options.path ?? '/tables/appeals?_mid=2',
    forceUser: options.forceUser,
    editMode: options.editMode,
    async apiGet(path) {
      if (path === 'menus') {
        if (menuFailures-- > 0) throw new Error('offline');
        return { data: options.menus ?? SIDEBAR_MENUS };
      }
      return { data: path === 'ads' ? (options.ads ?? [SIDEBAR_AD]) : [] };
    },
    apiRequest: async () => ({ data: { clicks: 1 } }),
  });
  if (options.menus !== null) primeMenus(runtime, options.menus ?? SIDEBAR_MENUS);
  const onLinkFollowed = vi.fn();
  const view = (collapsed: boolean) => (
    <ShellContext.Provider value={services}>
      <SidebarColumn width={collapsed ? 64 : 260}>
        <Sidebar collapsed={collapsed} onLinkFollowed={onLinkFollowed} />
      </SidebarColumn>
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

/** The layout's sidebar column, with the shell's styles as the app adopts them, so fly-outs have the room beside it they have in the app. */
function SidebarColumn({ width, children }: { width: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useShellStyles(ref);
  return (
    <div ref={ref} style={{ width }}>
      {children}
    </div>
  );
}
