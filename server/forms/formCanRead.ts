import { adminPermission } from '../../src/core/session/permissions';
import { metaCanRead } from '../tables/metaCanRead';

/** The platform's admin permission (docs/behaviour.md §2), which built-in forms require when their row names none. */
const ADMIN_PERMISSION = adminPermission();

/**
 * Whether a reader holding `permissions` may use a form: its permission, as for tables (admins may use
 * everything). Built-in forms edit the platform's own configuration, so one without a permission still
 * needs an administrator: a forgotten column must not open the configuration to everyone.
 *
 * @example
 * formCanRead({ permission: null, is_built_in: true }, ['reports.view']); // false
 */
export function formCanRead(form: { permission: string | null; is_built_in: boolean }, permissions: readonly string[]): boolean {
  const required = form.permission?.trim() || (form.is_built_in ? ADMIN_PERMISSION : null);
  return metaCanRead(required, permissions);
}
