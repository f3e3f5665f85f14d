import { sql, type Kysely, type Transaction } from 'kysely';
import { adminPermission } from '../../src/core/session/permissions';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { auditOperatorAction } from './auditOperatorAction';

/**
 * Adds an active account with the administrator permission and audits it, in the caller's transaction.
 * Resolves the new id, or null when an account of that name exists already in any letter case (usernames
 * are unique case-insensitively, users_username_lower_key): nothing is written then.
 *
 * @example
 * await createAdministrator(trx, { username: 'root', passwordHash, source: 'platon admin create' });
 */
export async function createAdministrator(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  account: { username: string; passwordHash: string; source: string },
): Promise<number | null> {
  const inserted = await db
    .insertInto('users')
    .values({
      username: account.username,
      password_hash: account.passwordHash,
      full_name: null,
      post_name: null,
      org_id: null,
      tin: null,
      pinfl: null,
      locale: null,
      permissions: JSON.stringify([adminPermission()]),
      photo: null,
      otp_secret: null,
      otp_last_step: null,
    })
    .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await auditOperatorAction(db, {
    userId: inserted.id,
    username: account.username,
    actionType: 'administratorCreated',
    source: account.source,
  });
  return inserted.id;
}
