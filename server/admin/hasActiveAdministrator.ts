import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { administratorSql } from './administratorSql';

/**
 * Whether an active account holds the administrator permission (docs/behaviour.md §2 `{product}.admin`, as the server
 * checks it everywhere: the default product's). A deactivated administrator cannot sign in, so it does not count.
 */
export async function hasActiveAdministrator(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('is_active', '=', true).where(administratorSql()).limit(1).executeTakeFirst();
  return row !== undefined;
}
