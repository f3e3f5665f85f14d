import { sql, type Kysely } from 'kysely';
import { normalizeUsername } from '../../src/core/auth/normalizeUsername';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { auditOperatorAction } from './auditOperatorAction';

/**
 * Gives an account a new password from outside the application (`platon admin reset-password`, the day the
 * last administrator forgets theirs), in one transaction: the new hash, every session of the account ended
 * (whoever knew the old password is out, as after a change in the profile), the account's sign-in delays
 * cleared (the forgetful owner's failed guesses made them), and an audit row. Resolves the account's stored
 * name, or null when no account has that name (nothing written).
 *
 * @example
 * await resetAccountPassword(db, { username: 'admin', passwordHash, source: 'platon admin reset-password' });
 */
export async function resetAccountPassword(
  db: Kysely<DatabaseSchema>,
  account: { username: string; passwordHash: string; source: string },
): Promise<string | null> {
  const name = normalizeUsername(account.username);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ password_hash: account.passwordHash, updated_at: sql`now()`, version: sql`version + 1` })
      .where(sql`lower(username)`, '=', name)
      .returning(['id', 'username'])
      .executeTakeFirst();
    if (!user) return null;
    await trx
      .updateTable('auth_sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .deleteFrom('login_throttle')
      .where((eb) => eb.or([eb('key', '=', `u:${name}`), sql<boolean>`starts_with(key, ${`p:${name}|`})`]))
      .execute();
    await auditOperatorAction(trx, { userId: user.id, username: user.username, actionType: 'passwordReset', source: account.source });
    return user.username;
  });
}
