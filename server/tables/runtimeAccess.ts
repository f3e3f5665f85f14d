import { metaCanRead } from './metaCanRead';
import type { RuntimeTable } from './runtimeTable';

/**
 * Whether a caller may read a table's data. Signed in (`permissions` given): allowed unless the table names
 * a permission the user lacks ('forbidden', 403); administrators pass. Anonymous (`permissions` null, the
 * public calls): only tables flagged public that name no permission, anything else answers exactly like a
 * missing table ('missing', 404), so private table names are not confirmed to visitors.
 *
 * @example
 * runtimeAccess(table, request.auth.user.permissions); // 'allowed' | 'forbidden'
 * runtimeAccess(table, null);                          // 'allowed' | 'missing'
 */
export function runtimeAccess(table: RuntimeTable, permissions: readonly string[] | null): 'allowed' | 'forbidden' | 'missing' {
  if (permissions === null) return table.isPublic && !table.permission ? 'allowed' : 'missing';
  return metaCanRead(table.permission, permissions) ? 'allowed' : 'forbidden';
}
