import type { User } from '../api/contract';
import { CALL24_PERMISSION } from '../api/call24Contract';
import { hasPermission, isAdmin } from '../session/permissions';

/**
 * Who may see and handle call-back requests (`/system/call24`): administrators and holders of
 * CALL24_PERMISSION. Access, not an admin feature to hide, so force-user mode does not take it away (as
 * canManageFiles); the server uses the same rule.
 *
 * @example
 * canHandleCall24({ permissions: ['platon.support'] }, 'platon'); // true
 */
export function canHandleCall24(user: Pick<User, 'permissions'> | null | undefined, product: string): boolean {
  return isAdmin(user, product) || hasPermission(user, CALL24_PERMISSION);
}
