import type { User } from '../api/contract';
import type { PlatonRuntime } from '../runtime/platonRuntime';

/**
 * Act for another organisation (docs/behaviour.md §10, §1): set it on the server (`auth/change_user_org?org_id=`), then in
 * the session, then reload the page so every element reads data for the new organisation. Failures are only
 * logged (docs/behaviour.md §9) and leave the session as it was; resolves to whether the switch happened.
 *
 * @example
 * await switchOrganization(runtime, '201234567', () => location.reload());
 */
export async function switchOrganization(runtime: PlatonRuntime, orgKey: string, reload: () => void): Promise<boolean> {
  try {
    const { data: user } = await runtime.api.request<{ data: User }>('change_user_org', { base: 'auth', query: { org_id: orgKey } });
    runtime.store.setState({ user, organizations: user.organizations ?? runtime.store.getState().organizations });
  } catch (error) {
    console.warn('[platon] organisation not switched', error);
    return false;
  }
  reload();
  return true;
}
