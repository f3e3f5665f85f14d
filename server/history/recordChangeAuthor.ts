import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/**
 * Names the user behind the writes of the transaction `trx` holds, for the configuration history's trigger
 * (migration 0026): set with `is_local`, so it ends with the transaction and never leaks to the next user of
 * a pooled connection.
 *
 * @example
 * await db.transaction().execute(async (trx) => { await recordChangeAuthor(trx, user.id); ... });
 */
export async function recordChangeAuthor(trx: Kysely<DatabaseSchema>, userId: number): Promise<void> {
  await sql`SELECT set_config('platon.user_id', ${String(userId)}, true)`.execute(trx);
}
