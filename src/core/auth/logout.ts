import type { PlatonRuntime } from '../runtime/platonRuntime';
import { endSession } from './endSession';

/** docs/behaviour.md §12: the redirect after logout waits 50 ms. */
export const LOGOUT_REDIRECT_MS = 50;

/**
 * Logout (docs/behaviour.md §10): the after-logout event, the server logout (failures only logged), the local session
 * cleared. The caller redirects after LOGOUT_REDIRECT_MS.
 */
export async function logout(runtime: PlatonRuntime): Promise<void> {
  const { api, events, store } = runtime;
  const user = store.getState().user;
  events.emit('AfterLogout', { user });
  if (store.getState().token) {
    // With credentials: in the cookie session mode the answer clears the refresh cookie, also across origins.
    await api
      .request('logout', { noRefresh: true, withCredentials: true })
      .catch((error) => console.warn('[platon] server logout failed', error));
  }
  endSession(store);
}
