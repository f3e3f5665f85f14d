import type { User } from '../api/contract';

/**
 * The organizationKey of the organisation the user acts for now (`User.orgId`), or '' when none is
 * chosen. The server stores the key as a number, so both sides are compared as text.
 */
export function currentOrganizationKey(user: Pick<User, 'orgId'> | null): string {
  return user?.orgId == null ? '' : String(user.orgId);
}
