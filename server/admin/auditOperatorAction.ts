import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/**
 * One user_logs row for what an operator did outside any request (the `platon` command, the environment
 * at start): who it concerned, and in `full_url` where it came from, so the audit trail of docs/behaviour.md §11 shows it
 * beside the changes made through the API. Written in the caller's transaction: no change without its row.
 *
 * @example
 * await auditOperatorAction(trx, { userId: 7, username: 'admin', actionType: 'administratorCreated', source: 'platon admin create' });
 */
export async function auditOperatorAction(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  entry: { userId: number; username: string; actionType: string; source: string },
): Promise<void> {
  await db
    .insertInto('user_logs')
    .values({
      user_id: entry.userId,
      username: entry.username,
      action_type: entry.actionType,
      action_title: null,
      full_url: entry.source,
      browser_info: null,
      details: JSON.stringify({ source: entry.source }),
      ip: null,
    })
    .execute();
}
