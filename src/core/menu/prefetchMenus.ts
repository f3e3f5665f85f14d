import { prefetch } from '../api/prefetch';
import type { PlatonRuntime } from '../runtime/platonRuntime';

/** The path loadMenus asks (and takes from a prefetch). */
export const MENUS_PATH = 'menus';

/**
 * Starts loading the menu tree (`GET menus`) as `<platon-app>` connects with a stored token, with the user and
 * the route's calls, instead of once the shell has drawn its sidebar: on a cold load the sidebar stood empty
 * for 100-150 ms after the shell appeared. loadMenus takes the answer; a session that ends drops it
 * (createRuntime). Nothing happens without a token or once the user is loaded (the sidebar then asks itself).
 *
 * @example
 * prefetchMenus(runtime); // in prefetchRoute, after the route's own calls
 */
export function prefetchMenus(runtime: PlatonRuntime): void {
  const { token, authenticated } = runtime.store.getState();
  if (token && !authenticated) void prefetch(runtime.api, MENUS_PATH);
}
