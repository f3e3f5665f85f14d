import { createBrowserHistory, createHashHistory, createMemoryHistory, type RouterHistory } from '@tanstack/history';
import { toRouteLocation, type RouteLocation } from './routeLocation';

export interface RouterOptions {
  /** `history` (default) owns the address bar under `basePath`; `hash` and `memory` suit hosts that own the URL. */
  mode: 'history' | 'hash' | 'memory';
  basePath: string;
  /** Demo routes exist only in demo mode (docs/behaviour.md §1). */
  demo?: boolean;
  /** Memory mode's first entry. */
  initialPath?: string;
}

export interface Router {
  getLocation(): RouteLocation;
  subscribe(listener: (location: RouteLocation) => void): () => void;
  /** Go to a path relative to the base. Returns false, doing nothing, for a duplicate navigation (docs/behaviour.md §1). */
  navigate(to: string, options?: { replace?: boolean }): boolean;
  /** The `href` for a link to `to`, so middle-click and "open in new tab" work. */
  href(to: string): string;
  back(): void;
  destroy(): void;
}

/**
 * Whether a location hash is a route of an app in hash mode: empty, `#` or `#/…`. Anything else (`#top`,
 * `#section-2`) is the host page's own anchor, which the app leaves to the browser.
 *
 * @example
 * isHashRoute('#/tables/appeals'); // true
 * isHashRoute('#top'); // false
 */
export function isHashRoute(hash: string): boolean {
  return hash === '' || hash === '#' || hash.startsWith('#/');
}

/**
 * The router of `<platon-app>`: @tanstack/history for the address bar (history, hash or memory) and the
 * route table for meaning. Framework-free: the shell subscribes to it from React.
 *
 * @example
 * const router = createRouter({ mode: 'history', basePath: '/' });
 * router.navigate('/tables/appeals?_mid=3');
 * router.getLocation().route.name; // 'table'
 */
export function createRouter(options: RouterOptions): Router {
  const base = options.basePath.replace(/\/+$/, '');
  const history: RouterHistory =
    options.mode === 'hash'
      ? createHashHistory()
      : options.mode === 'memory'
        ? createMemoryHistory({ initialEntries: [options.initialPath ?? '/'] })
        : createBrowserHistory();
  // In history mode the base path is ours to add and strip; hash and memory paths are already relative.
  const usesBase = options.mode === 'history' && base !== '';

  const relative = () => {
    const { pathname, search, hash } = history.location;
    const inside = usesBase && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) || '/' : pathname;
    return `${inside}${search}${hash}`;
  };
  // In hash mode the host's own anchors (`#top`) are not routes: the app stays where it is. Read from the
  // history, which knows a pushed route before the address bar shows it (it flushes in a microtask).
  const hostAnchor = () => options.mode === 'hash' && !isHashRoute(`#${history.location.pathname}`);
  let current = toRouteLocation(hostAnchor() ? '/' : relative(), options.demo ?? true);
  const listeners = new Set<(location: RouteLocation) => void>();
  const unsubscribeHistory = history.subscribe(() => {
    if (hostAnchor()) return;
    const next = toRouteLocation(relative(), options.demo ?? true);
    if (next.fullPath === current.fullPath) return;
    current = next;
    for (const listener of [...listeners]) listener(current);
  });
  const absolute = (to: string) => `${usesBase ? base : ''}${to.startsWith('/') ? to : `/${to}`}`;

  return {
    getLocation: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, navigateOptions) {
      const target = toRouteLocation(to, options.demo ?? true);
      if (target.fullPath === current.fullPath) return false;
      if (navigateOptions?.replace) history.replace(absolute(target.fullPath));
      else history.push(absolute(target.fullPath));
      return true;
    },
    href: (to) => history.createHref(absolute(toRouteLocation(to).fullPath)),
    back: () => history.back(),
    destroy() {
      unsubscribeHistory();
      listeners.clear();
      history.destroy();
    },
  };
}
