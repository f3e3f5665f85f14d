import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/**
 * Deletes sessions (and, by cascade, their refresh tokens) a day past expiry or revocation, stale sign-in
 * counters, rate-limit counters whose window started over a day ago (no limit's window is that long),
 * expired device tokens, and signature challenges a day past expiry (kept that long so a late replay is still
 * told apart from nonsense).
 * Spent refresh tokens are kept until then on purpose: reuse detection needs them.
 */
export async function purgeExpiredAuthData(db: Kysely<DatabaseSchema>, loginResetSeconds: number): Promise<void> {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db
    .deleteFrom('auth_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
  await db
    .deleteFrom('login_throttle')
    .where('last_attempt_at', '<', sql<Date>`now() - make_interval(secs => ${loginResetSeconds})`)
    .execute();
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', dayAgo).execute();
  await db
    .deleteFrom('login_devices')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db.deleteFrom('eimzo_challenges').where('expires_at', '<', dayAgo).execute();
}
