import type { Organization, User } from '../api/contract';
import { organizationKey } from '../menu/organizationKey';
import type { PlatonRuntime } from '../runtime/platonRuntime';
import { shouldLoadOrganizations, withIndividualEntry } from './organizationRules';

/**
 * After sign-in or a user load (docs/behaviour.md §10 Organisations): for the users the rules name, `GET user_organizations`
 * fills the session's list (with the individual's own entry), and a single organisation with none chosen
 * is chosen on the server at once. Failures are only logged (docs/behaviour.md §9).
 *
 * @example
 * await loadOrganizations(runtime); // then needsOrganizationChoice(user, organizations) decides on the chooser
 */
export async function loadOrganizations(runtime: PlatonRuntime): Promise<void> {
  const { api, store } = runtime;
  const user = store.getState().user;
  if (!user || !shouldLoadOrganizations(user)) return;
  try {
    const { data } = await api.request<{ data: Organization[] }>('user_organizations', { base: 'auth' });
    const organizations = withIndividualEntry(user, data ?? []);
    store.setState({ organizations });
    const only = organizations.length === 1 ? organizationKey(organizations[0]) : null;
    if (only && user.orgId == null) {
      const { data: chosen } = await api.request<{ data: User }>('change_user_org', { base: 'auth', query: { org_id: only } });
      store.setState({ user: chosen });
    }
  } catch (error) {
    console.warn('[platon] organisations not loaded', error);
  }
}
