import type { User } from '../api/contract';
import { isAdmin } from '../session/permissions';

/**
 * Who may open the database control page and call its routes (issue 15): administrators (`{product}.admin`)
 * only. The force-user view does not take it away: it is access the server grants either way.
 *
 * @example
 * canControlDatabase({ permissions: ['platon.admin'] }, 'platon'); // true
 */
export function canControlDatabase(user: Pick<User, 'permissions'> | null | undefined, product: string): boolean {
  return isAdmin(user, product);
}
