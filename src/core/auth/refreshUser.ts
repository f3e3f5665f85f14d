import type { User } from '../api/contract';
import type { PlatonRuntime } from '../runtime/platonRuntime';

/**
 * Reload the signed-in user from the server (docs/behaviour.md §11 `GET /user-refresh?userId=`) and put the answer in the
 * session, so every element sees new permissions, organisations or profile data without a new sign-in.
 * Resolves with the new user; a call without a signed-in user resolves null and asks nothing.
 *
 * @example
 * await refreshUser(runtime); // after the profile was saved
 * await window.Platon.session.refreshUser(); // from a plugin
 */
export async function refreshUser(runtime: Pick<PlatonRuntime, 'api' | 'store'>): Promise<User | null> {
  const { user, token } = runtime.store.getState();
  if (!user || !token) return null;
  const { data } = await runtime.api.get<{ data: User }>('user-refresh', { userId: user.id });
  // A sign-out or another user's sign-in while the call was out wins.
  if (runtime.store.getState().user?.id !== user.id) return null;
  runtime.store.setState({ user: data, organizations: data.organizations ?? [] });
  return data;
}
