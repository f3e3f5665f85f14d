import type { User } from '../../core/api/contract';
import type { TableDefinition } from '../../core/api/tableContract';
import { PLATFORM_PROJECT_ID } from '../../core/menu/canEditMenuItem';
import { isAdmin } from '../../core/session/permissions';

/**
 * Whether the gear links to a table's column and filter forms show (docs/behaviour.md §4, §2): for an administrator
 * not in force-user mode, on a table of their own project (not the platform's own configuration project,
 * the rule the sidebar applies to menu items) that is not a built-in platform table.
 *
 * @example
 * canEditTable(definition.props, { user, product: 'platon', forceUser: false }); // true for an admin's own table
 */
export function canEditTable(
  props: Pick<TableDefinition['props'], 'projectId' | 'isBuiltIn'>,
  context: { user: Pick<User, 'permissions'> | null; product: string; forceUser: boolean },
): boolean {
  if (!isAdmin(context.user, context.product, context.forceUser)) return false;
  return Boolean(props.projectId) && props.projectId !== PLATFORM_PROJECT_ID && !props.isBuiltIn;
}
