import type { Organization } from '../api/contract';

/**
 * How an organisation is named in `auth/change_user_org?org_id=` and in `User.orgId`: its TIN, or the PINFL
 * for an individual (docs/behaviour.md §2 Organization item: "pinfl or tin"). Null for an entry with neither.
 *
 * @example
 * organizationKey({ tin: '201234567', name: 'Markaz' }); // '201234567'
 */
export function organizationKey(org: Pick<Organization, 'tin' | 'pinfl'>): string | null {
  return org.tin || org.pinfl || null;
}
