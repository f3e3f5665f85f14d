import type { User } from '../../core/api/contract';
import type { FormDefinition } from '../../core/api/formContract';
import { PLATFORM_PROJECT_ID } from '../../core/menu/canEditMenuItem';
import { isAdmin } from '../../core/session/permissions';

/**
 * Whether the gear links to a form's elements show (docs/behaviour.md §2): for an administrator (`{product}.admin`) not
 * in force-user mode, on a form of their own project (not the platform's configuration project) that is not
 * a built-in platform form. The rule the table applies to its columns.
 *
 * @example
 * canEditForm(definition.props, { user, product: 'platon', forceUser: false }); // true for an admin's own form
 */
export function canEditForm(
  props: Pick<FormDefinition['props'], 'projectId' | 'isBuiltIn'>,
  context: { user: Pick<User, 'permissions'> | null; product: string; forceUser: boolean },
): boolean {
  if (!isAdmin(context.user, context.product, context.forceUser)) return false;
  return Boolean(props.projectId) && props.projectId !== PLATFORM_PROJECT_ID && !props.isBuiltIn;
}
