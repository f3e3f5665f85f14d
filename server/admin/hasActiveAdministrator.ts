import { sql, type Kysely, type Transaction } from 'kysely';
import { adminPermission } from '../../src/core/session/permissions';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/**
 * Whether an active account holds the administrator permission (SPEC §6 `{product}.admin`, as the server
 * checks it everywhere: the default product's). A deactivated administrator cannot sign in, so it does not count.
 */
export async function hasActiveAdministrator(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>): Promise<boolean> {
  const admin = JSON.stringify([adminPermission()]);
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('is_active', '=', true)
    // Granted directly, or through a global role (an organisation's role counts only within it).
    .where(
      sql<boolean>`(permissions @> ${admin}::jsonb OR EXISTS (
        SELECT 1 FROM roles WHERE users.role_ids @> to_jsonb(roles.id) AND roles.permissions @> ${admin}::jsonb))`,
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
