import { ApiError } from '../api/ApiError';
import type { User } from '../api/contract';
import { takePrefetched } from '../api/prefetch';
import type { PlatonRuntime } from '../runtime/platonRuntime';
import { endSession } from './endSession';
import { USER_INFO_PATH } from './prefetchUser';

/**
 * The route guard's start-up step (docs/behaviour.md §1): with a token but no authenticated session, load the user.
 * When the server answers with an error the stored token and user are cleared and `false` is returned (the
 * caller sends to login); when the call gets no answer, `false` too, but the session is kept.
 * Parallel callers (several elements on one page) share one request.
 */
export function loadUser(runtime: PlatonRuntime): Promise<boolean> {
  const { store } = runtime;
  if (store.getState().authenticated) return Promise.resolve(true);
  if (!store.getState().token) return Promise.resolve(false);
  const inFlight = pending.get(runtime);
  if (inFlight) return inFlight;
  const request = (async () => {
    runtime.events.emit('BeforeAuth', {});
    try {
      // An element may have asked already (prefetchUser), beside the project info.
      const { data: user } = await (takePrefetched<{ data: User }>(runtime.api, USER_INFO_PATH) ??
        runtime.api.get<{ data: User }>(USER_INFO_PATH));
      store.setState({ user, authenticated: true, organizations: user.organizations ?? [] });
      runtime.events.emit('AfterAuth', { user });
      return true;
    } catch (error) {
      console.warn('[platon] user could not be loaded', error);
      // Only an answer ends the session (docs/behaviour.md §9: a failed start-up user-info clears the credentials). No
      // answer at all is the page being left mid-call (the browser cancels its calls) or the server out of
      // reach: the session is still good, and clearing it there signed out the next page too.
      if (!isNoAnswer(error)) endSession(store);
      return false;
    }
  })().finally(() => pending.delete(runtime));
  pending.set(runtime, request);
  return request;
}

/** A call that got no answer: cancelled (AbortError) or not reaching the server (ApiError 0). */
function isNoAnswer(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 0) || (error as Error)?.name === 'AbortError';
}

/** One user load in flight per page runtime, however many elements ask, keyed like loadMenus' cache. */
const pending = new WeakMap<PlatonRuntime, Promise<boolean>>();
