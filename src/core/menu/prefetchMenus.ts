import { prefetch, takePrefetched } from '../api/prefetch';
import type { PlatonRuntime } from '../runtime/platonRuntime';

/** The path loadMenus asks (and takes from a prefetch). */
export const MENUS_PATH = 'menus';

/** The session each runtime's prefetch was asked with. */
const askedWith = new WeakMap<PlatonRuntime, string>();

/**
 * Starts loading the menu tree (`GET menus`) as `<platon-app>` connects with a stored token, with the user and
 * the route's calls, instead of once the shell has drawn its sidebar: on a cold load the sidebar stood empty
 * for 100-150 ms after the shell appeared. loadMenus takes the answer (takePrefetchedMenus). Nothing happens
 * without a token or once the user is loaded (the sidebar then asks itself).
 *
 * @example
 * prefetchMenus(runtime); // in prefetchRoute, after the route's own calls
 */
export function prefetchMenus(runtime: PlatonRuntime): void {
  const { token, authenticated } = runtime.store.getState();
  if (!token || authenticated) return;
  askedWith.set(runtime, token);
  void prefetch(runtime.api, MENUS_PATH);
}

/**
 * The prefetched menu call, once, if the session is still the one it was asked with (a sign-in as someone
 * else must not get the tree of the token the page started with); else null.
 */
export function takePrefetchedMenus<T>(runtime: PlatonRuntime): Promise<T> | null {
  const token = askedWith.get(runtime);
  if (token === undefined) return null;
  askedWith.delete(runtime);
  const answer = takePrefetched<T>(runtime.api, MENUS_PATH);
  return token === runtime.store.getState().token ? answer : null;
}
