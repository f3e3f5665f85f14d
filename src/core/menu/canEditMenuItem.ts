import type { MenuItem, User } from '../api/contract';
import { isAdmin } from '../session/permissions';

/**
 * The platform's own project: its configuration menus (menus, tables, forms, translations…) are built in, so
 * no edit link is offered for them. The seed and the `menus.project_id` column default use this id.
 */
export const PLATFORM_PROJECT_ID = 'platon';

export interface MenuEditContext {
  user: Pick<User, 'permissions'> | null;
  /** ProjectInfo.product: the admin permission is `{product}.admin`. */
  product: string;
  /** Ctrl+Shift+D: an admin looking at the user's view sees no admin features. */
  forceUser: boolean;
}

/**
 * docs/behaviour.md §2: an admin (not in force-user mode) gets an edit link for a menu item of their own project, that is
 * one whose projectId is not the platform's own.
 *
 * @example
 * canEditMenuItem({ ...item, projectId: 'appeals' }, { user: admin, product: 'platon', forceUser: false }); // true
 */
export function canEditMenuItem(item: Pick<MenuItem, 'projectId'>, context: MenuEditContext): boolean {
  return isAdmin(context.user, context.product, context.forceUser) && Boolean(item.projectId) && item.projectId !== PLATFORM_PROJECT_ID;
}
