import type { User } from '../api/contract';
import { isAdmin } from '../session/permissions';

/**
 * Whether holding Alt shows hotkey hints (docs/behaviour.md §1, §2): to non-admin users, and to an admin in force-user
 * mode, who sees the ordinary user's view.
 *
 * @example
 * hotkeyHintsAllowed({ permissions: ['platon.admin'] }, 'platon', false); // false
 * hotkeyHintsAllowed({ permissions: ['platon.admin'] }, 'platon', true); // true
 */
export function hotkeyHintsAllowed(user: Pick<User, 'permissions'> | null | undefined, product: string, forceUser: boolean): boolean {
  return Boolean(user) && !isAdmin(user, product, forceUser);
}
