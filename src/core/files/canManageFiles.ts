import type { User } from '../api/contract';
import { FILE_MANAGER_PERMISSION } from '../api/fileManagerContract';
import { hasPermission, isAdmin } from '../session/permissions';

/**
 * Who may open the file manager (issue 14): administrators and holders of FILE_MANAGER_PERMISSION. It is
 * access, not an admin feature to hide, so the force-user view does not take it away: the server would
 * answer the same calls either way.
 *
 * @example
 * canManageFiles({ permissions: ['platon.file-manager'] }, 'platon'); // true
 * canManageFiles({ permissions: [] }, 'platon'); // false
 */
export function canManageFiles(user: Pick<User, 'permissions'> | null | undefined, product: string): boolean {
  return isAdmin(user, product) || hasPermission(user, FILE_MANAGER_PERMISSION);
}
