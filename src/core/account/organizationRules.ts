import type { Organization, User } from '../api/contract';
import { organizationKey } from '../menu/organizationKey';

type Signer = Pick<User, 'registeredWithEimzo' | 'eimzoAllowToLogin' | 'pinfl' | 'fullName' | 'username' | 'orgId'>;

/** docs/behaviour.md §10: organisations are loaded after sign-in for digital-signature users not limited to legal entities. */
export function shouldLoadOrganizations(user: Signer | null): boolean {
  return Boolean(user?.registeredWithEimzo) && user!.eimzoAllowToLogin !== 'legal';
}

/**
 * docs/behaviour.md §10: an individual acts as themself too: an entry built from the PINFL and the full name, unless the
 * list already holds it.
 */
export function withIndividualEntry(user: Signer, organizations: readonly Organization[]): Organization[] {
  const list = [...organizations];
  if (user.pinfl && !list.some((org) => organizationKey(org) === user.pinfl)) {
    const name = user.fullName || user.username;
    list.push({ tin: null, pinfl: user.pinfl, name, nameLa: name });
  }
  return list;
}

/**
 * docs/behaviour.md §10: the chooser appears for a digital-signature user with a PINFL, allowed to sign in as `all` or
 * `legal`, who has not chosen yet while organisations exist.
 */
export function needsOrganizationChoice(user: Signer | null, organizations: readonly Organization[]): boolean {
  if (!user?.registeredWithEimzo || !user.pinfl || user.orgId != null) return false;
  return (user.eimzoAllowToLogin === 'all' || user.eimzoAllowToLogin === 'legal') && organizations.length > 0;
}
