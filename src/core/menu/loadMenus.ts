import type { MenuItem } from '../api/contract';
import type { PlatonRuntime } from '../runtime/platonRuntime';
import { takePrefetched } from '../api/prefetch';
import { MENUS_PATH } from './prefetchMenus';

interface CachedMenus {
  /** Whose menu this is: a sign-in as someone else on the same page must not see the previous user's tree. */
  owner: string;
  promise: Promise<MenuItem[]>;
}

const cache = new WeakMap<PlatonRuntime, CachedMenus>();

/**
 * The signed-in user's menu tree (`GET menus`, docs/behaviour.md §11), fetched once per page and user and shared by every
 * part that needs it (the sidebar, the home redirect); the first load takes the call `<platon-app>` started
 * as it connected (prefetchMenus). A failed load is not cached, so the next caller retries; `refresh` fetches
 * again (after an admin edited the menu).
 *
 * @example
 * const menus = await loadMenus(runtime);
 */
export function loadMenus(runtime: PlatonRuntime, options: { refresh?: boolean } = {}): Promise<MenuItem[]> {
  const owner = ownerOf(runtime);
  const cached = cache.get(runtime);
  if (cached && cached.owner === owner && !options.refresh) return cached.promise;
  const asked =
    (!options.refresh && takePrefetched<{ data: MenuItem[] }>(runtime.api, MENUS_PATH)) ||
    runtime.api.get<{ data: MenuItem[] }>(MENUS_PATH);
  const promise = asked.then(({ data }) => (Array.isArray(data) ? data : []));
  const entry: CachedMenus = { owner, promise };
  cache.set(runtime, entry);
  promise.catch(() => {
    if (cache.get(runtime) === entry) cache.delete(runtime);
  });
  return promise;
}

/** Put a known tree in the page's cache (tests, or a host that already has the menu) so no call goes out. */
export function primeMenus(runtime: PlatonRuntime, items: MenuItem[]): void {
  cache.set(runtime, { owner: ownerOf(runtime), promise: Promise.resolve(items) });
}

function ownerOf(runtime: PlatonRuntime): string {
  const user = runtime.store.getState().user;
  return user ? String(user.id) : '';
}
