import { prefetch } from '../api/prefetch';
import type { PlatonRuntime } from '../runtime/platonRuntime';

/** The path loadUser asks (and takes from a prefetch). */
export const USER_INFO_PATH = 'user-info';

/**
 * Starts loading the signed-in user (`GET user-info`) as soon as an element connects with a stored token,
 * beside the project info and the lazy chunks, instead of after them (issue 13); loadUser, run by the route
 * guard, takes the answer. Nothing happens without a token or once the user is loaded.
 *
 * @example
 * prefetchUser(runtime); // in the element's start, before the guard runs
 */
export function prefetchUser(runtime: PlatonRuntime): void {
  const { token, authenticated } = runtime.store.getState();
  if (token && !authenticated) void prefetch(runtime.api, USER_INFO_PATH);
}
