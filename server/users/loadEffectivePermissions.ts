import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { effectivePermissionsSql } from './effectivePermissionsSql';

/**
 * A user's effective permissions (direct grants, global roles, the role in the organisation they act for
 * now), sorted; empty for an unknown user.
 *
 * @example
 * await loadEffectivePermissions(db, 7); // ['appeals.view', 'platon.admin']
 */
export async function loadEffectivePermissions(db: Kysely<DatabaseSchema>, userId: number): Promise<string[]> {
  const row = await db
    .selectFrom('users')
    .select(effectivePermissionsSql().as('effective'))
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return Array.isArray(row?.effective) ? row.effective.filter((p): p is string => typeof p === 'string') : [];
}
