import { adminPermission } from '../../src/core/session/permissions';

/** Holders of the platform's admin permission (docs/behaviour.md §2: `{product}.admin`) read every table. */
const META_ADMIN_PERMISSION = adminPermission();

/**
 * Whether a user holding `permissions` may read a table (or see a button) that asks for `required`: yes when
 * nothing is required, when the user holds it, or when the user is an administrator. Anonymous callers pass
 * no permissions, so anything that asks for one is closed to them.
 *
 * @example
 * metaCanRead('reports.view', ['reports.view']); // true
 * metaCanRead('reports.view', []); // false
 * metaCanRead(null, []); // true
 */
export function metaCanRead(required: string | null | undefined, permissions: readonly string[]): boolean {
  if (!required) return true;
  return permissions.includes(required) || permissions.includes(META_ADMIN_PERMISSION);
}
