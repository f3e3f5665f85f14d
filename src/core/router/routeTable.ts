/** Where a route renders: inside the shell layout, in blank mode, or with no platform layout at all. */
export type RouteLayout = 'main' | 'blank' | 'none';

export interface RouteMeta {
  /** `false`: no sign-in needed (docs/behaviour.md §1 "meta auth false"). */
  auth?: boolean;
  publicRoute?: boolean;
  layout?: RouteLayout;
  /** Present only in demo mode (docs/behaviour.md §1 demo routes). */
  demo?: boolean;
  /**
   * Its optional parameters name places within one view (the guide's sections, the file manager's folders),
   * so a menu item linking to the view stays the current one in them (findActiveMenuItem).
   */
  sectioned?: boolean;
}

export interface RouteDefinition {
  name: string;
  /** A regexparam pattern: `/forms/:name/:id?`, `*` for the rest. */
  path: string;
  meta: RouteMeta;
}

/**
 * The routes of docs/behaviour.md §1, most specific first: the first match wins. The generic `/system/:path` comes
 * after the named system pages, and `not-found` catches everything else.
 */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', path: '/', meta: {} },
  { name: 'login', path: '/login', meta: { auth: false } },
  { name: 'table', path: '/tables/:name', meta: {} },
  { name: 'form', path: '/forms/:name/:id?', meta: {} },
  { name: 'page', path: '/pages/:name', meta: {} },
  { name: 'auth', path: '/auth', meta: {} },
  { name: 'public-table', path: '/public/tables/:name', meta: { publicRoute: true } },
  { name: 'public-form', path: '/public/forms/:name/:id?', meta: { publicRoute: true } },
  { name: 'public-page', path: '/public/pages/:name', meta: { publicRoute: true } },
  { name: 'resizable-page', path: '/system/resizable-page', meta: {} },
  { name: 'file-manager', path: '/system/file-manager/*?', meta: { sectioned: true } },
  { name: 'profile-page', path: '/system/profile', meta: {} },
  { name: 'call24', path: '/system/call24', meta: {} },
  { name: 'db-control', path: '/system/db-control', meta: {} },
  { name: 'configuration', path: '/system/configuration', meta: {} },
  { name: 'user-account', path: '/system/users/:id', meta: {} },
  { name: 'system', path: '/system/:path', meta: {} },
  { name: 'async', path: '/async', meta: {} },
  { name: 'instructions', path: '/instructions/:main?/:sub?', meta: { sectioned: true } },
  { name: 'import', path: '/import/*', meta: {} },
  { name: 'demo-code-editor', path: '/demo/code-editor', meta: { auth: false, layout: 'none', demo: true } },
  { name: 'demo-test-table', path: '/demo/test-table', meta: { auth: false, layout: 'none', demo: true } },
  { name: 'demo-test-events', path: '/demo/test-events', meta: { auth: false, layout: 'none', demo: true } },
  { name: 'demo-test-dynamic-components', path: '/demo/test-dynamic-components', meta: { auth: false, layout: 'none', demo: true } },
  { name: 'demo-test-resizable', path: '/demo/test-resizable', meta: { auth: false, layout: 'none', demo: true } },
  { name: 'demo-vue-editor', path: '/demo/vue-editor', meta: { auth: false, layout: 'none', demo: true } },
  { name: '404', path: '/404', meta: { auth: false } },
  { name: 'not-found', path: '*', meta: { auth: false } },
];
