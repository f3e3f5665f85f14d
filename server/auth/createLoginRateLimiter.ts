import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { normalizeUsername } from './normalizeUsername';

export interface LoginLimits {
  maxAccountFailures: number;
  maxAddressFailures: number;
  windowSeconds: number;
}

export interface LoginRateLimiter {
  /** True when the account or the address used up its failures in the current window. */
  isBlocked(username: string, ip: string): Promise<boolean>;
  recordFailure(username: string, ip: string): Promise<void>;
  /** A successful sign-in forgives the account (not the address: one address may be guessing many accounts). */
  clearAccount(username: string): Promise<void>;
}

/**
 * Failed sign-ins counted per account (`u:<lowercase username>`) and per address (`ip:<ip>`) in fixed windows.
 * The counters live in the database so every instance behind a load balancer sees the same numbers; unknown
 * usernames are counted exactly like real ones, so the 429 says nothing about which accounts exist.
 */
export function createLoginRateLimiter(db: Kysely<DatabaseSchema>, limits: LoginLimits): LoginRateLimiter {
  const windowStart = () => sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`;

  return {
    async isBlocked(username, ip) {
      const rows = await db
        .selectFrom('login_attempts')
        .select(['key', 'failures'])
        .where('key', 'in', [accountKey(username), addressKey(ip)])
        .where('window_start', '>', windowStart())
        .execute();
      return rows.some((row) =>
        row.key.startsWith('u:') ? row.failures >= limits.maxAccountFailures : row.failures >= limits.maxAddressFailures,
      );
    },

    async recordFailure(username, ip) {
      const expired = sql<boolean>`login_attempts.window_start <= ${windowStart()}`;
      await db
        .insertInto('login_attempts')
        .values([accountKey(username), addressKey(ip)].map((key) => ({ key, window_start: sql<Date>`now()`, failures: 1 })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`CASE WHEN ${expired} THEN 1 ELSE login_attempts.failures + 1 END`,
            window_start: sql<Date>`CASE WHEN ${expired} THEN now() ELSE login_attempts.window_start END`,
          }),
        )
        .execute();
    },

    async clearAccount(username) {
      await db.deleteFrom('login_attempts').where('key', '=', accountKey(username)).execute();
    },
  };
}

function accountKey(username: string): string {
  return `u:${normalizeUsername(username)}`;
}

function addressKey(ip: string): string {
  return `ip:${ip}`;
}
