import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

export interface DeviceTokenLimits {
  /** Sign-in attempts a device token may fail in a row before it stops exempting its browser from the throttles. */
  failedAttempts: number;
  /** A token unused for this long is forgotten: the browser is new again. */
  ttlSeconds: number;
  /** Tokens one user keeps at most (the newest): a script signing in often cannot grow the table without end. */
  perUser: number;
}

export const DEFAULT_DEVICE_TOKEN_LIMITS: DeviceTokenLimits = {
  failedAttempts: 5,
  ttlSeconds: 180 * 24 * 3600,
  perUser: 50,
};

/** A device token that passed `reserve`: its attempt is counted, and its browser skips the other throttles. */
export interface KnownDevice {
  tokenHash: string;
  userId: number;
}

export interface DeviceTokens {
  /**
   * A new token for a browser that has just signed in as `userId`. The token it showed (`replacing`), if any,
   * stops working: a copy taken from that browser is worth nothing once the owner signs in again.
   */
  issue(userId: number, replacing?: string | null): Promise<string>;
  /**
   * Counts one attempt against `token`, atomically and before the password is checked, when it is an unexpired
   * token of the account named `username` that has failed fewer than `failedAttempts` times in a row; null
   * otherwise (unknown, forged, another account's, expired, locked), and the browser counts as a new one.
   */
  reserve(token: string, username: string): Promise<KnownDevice | null>;
  /** The password was right and the one-time code comes next: this attempt is given back. */
  release(device: KnownDevice): Promise<void>;
  /** Every token of the user exempts its browser again (an administrator's unlock). */
  unlock(userId: number): Promise<void>;
}

/**
 * OWASP's "device cookies" (Slow Down Online Guessing Attacks with Device Cookies), kept as random tokens the
 * server records rather than signed claims, so that each one can carry its own count of failures:
 *
 * - a browser that signs in successfully gets a token naming the account it signed in to (the row's user);
 * - showing it again on a sign-in to that account takes the attempt out of the account's and the address's
 *   throttles (createLoginThrottle): guesses from elsewhere, or from the same office address, never make
 *   the owner's own browser wait;
 * - its own budget is small: after `failedAttempts` failures in a row it exempts nothing, so a stolen token
 *   buys a thief a handful of guesses and then the ordinary throttles;
 * - every successful sign-in replaces it, and it expires.
 *
 * Only the SHA-256 of a token is stored: a copy of the database yields no usable token.
 */
export function createDeviceTokens(db: Kysely<DatabaseSchema>, limits: DeviceTokenLimits): DeviceTokens {
  return {
    async issue(userId, replacing) {
      const token = randomBytes(32).toString('base64url');
      if (replacing) {
        await db.deleteFrom('login_devices').where('token_hash', '=', digest(replacing)).where('user_id', '=', userId).execute();
      }
      await db
        .insertInto('login_devices')
        .values({ token_hash: digest(token), user_id: userId, expires_at: sql<Date>`now() + make_interval(secs => ${limits.ttlSeconds})` })
        .execute();
      const newest = db
        .selectFrom('login_devices')
        .select('token_hash')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('token_hash')
        .limit(limits.perUser);
      await db.deleteFrom('login_devices').where('user_id', '=', userId).where('token_hash', 'not in', newest).execute();
      return token;
    },

    async reserve(token, username) {
      // One conditional UPDATE: the row lock makes parallel attempts with one token count one after another,
      // so a burst gets no more than `failedAttempts` past this point.
      const row = await db
        .updateTable('login_devices')
        .set({ failed_attempts: sql<number>`failed_attempts + 1` })
        .where('token_hash', '=', digest(token))
        .where('failed_attempts', '<', limits.failedAttempts)
        .where('expires_at', '>', sql<Date>`now()`)
        .where('user_id', 'in', (eb) =>
          eb
            .selectFrom('users')
            .select('id')
            .where(sql<string>`lower(username)`, '=', username),
        )
        .returning(['token_hash', 'user_id'])
        .executeTakeFirst();
      return row ? { tokenHash: row.token_hash, userId: row.user_id } : null;
    },

    async release(device) {
      await db
        .updateTable('login_devices')
        .set({ failed_attempts: sql<number>`greatest(failed_attempts - 1, 0)` })
        .where('token_hash', '=', device.tokenHash)
        .execute();
    },

    async unlock(userId) {
      await db.updateTable('login_devices').set({ failed_attempts: 0 }).where('user_id', '=', userId).execute();
    },
  };
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
