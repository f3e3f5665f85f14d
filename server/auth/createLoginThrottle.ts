import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { normalizeUsername } from '../../src/core/auth/normalizeUsername';

export interface LoginLimits {
  /** Attempts one account may get from one address before the delays start. */
  pairFreeAttempts: number;
  /** Attempts an account may get from browsers without its device token before the delays start. */
  accountFreeAttempts: number;
  /** Attempts one address may make across all accounts before the delays start. */
  addressFreeAttempts: number;
  /** The longest wait between two attempts once delays apply. */
  maxDelaySeconds: number;
  /** A counter without attempts for this long starts again from zero. */
  resetSeconds: number;
}

/** Thrown inside the reservation transaction to roll it back. */
const REFUSED = Symbol('refused');

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pairFreeAttempts: 5,
  accountFreeAttempts: 20,
  addressFreeAttempts: 100,
  maxDelaySeconds: 900,
  resetSeconds: 12 * 3600,
};

export interface AttemptRequest {
  username: string;
  ip: string;
}

export type Reservation = { ok: true; keys: string[]; pairKey: string } | { ok: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Counts the attempt before the password is checked, atomically, so a burst of parallel guesses gets no
   * more checks than a sequence would. Refused: the caller answers 429 with Retry-After.
   */
  reserve(attempt: AttemptRequest): Promise<Reservation>;
  /** The right credentials: the pair starts afresh; the account and address counters give back this attempt. */
  succeeded(reservation: Reservation & { ok: true }): Promise<void>;
  /** A step that proved the password but needs the one-time code next: gives back this attempt only. */
  release(reservation: Reservation & { ok: true }): Promise<void>;
  /**
   * When the account named `username` may next be tried from a browser without its device token, if it must
   * wait now (its own counter, or its pair with any one address); null when it need not.
   */
  lockedUntil(username: string): Promise<Date | null>;
  /** Forgets the account's own counter and its pairs with every address: an administrator's unlock. */
  unlock(username: string): Promise<void>;
}

/**
 * Progressive delays in the manner of the big identity servers (Keycloak's wait increments, Auth0's
 * account-and-address pairs), instead of a lock-out an attacker can aim at someone:
 *
 * - `pair` (account + address): a few free attempts, then the wait between attempts doubles from 1 s up to
 *   `maxDelaySeconds`. Someone guessing from one place gets slower and slower; the owner elsewhere is untouched.
 * - `account`: guessing from many addresses is slowed too.
 * - `address`: a generous budget across accounts, for password spraying; with a trusted proxy configured the
 *   address is the real client's, so one office behind a proxy does not share a fate.
 *
 * These apply to browsers without a device token of the account only: the owner's own browser, which holds
 * one from its last sign-in, is counted by that token's small budget instead (createDeviceTokens, OWASP's
 * device cookies), so neither guesses from elsewhere nor a colleague's behind the same address make it wait.
 *
 * Counters live in the database, so every instance behind a load balancer sees the same numbers. Unknown
 * usernames are counted exactly like real ones: the 429 says nothing about which accounts exist.
 */
export function createLoginThrottle(db: Kysely<DatabaseSchema>, limits: LoginLimits): LoginThrottle {
  function keysOf({ username, ip }: AttemptRequest) {
    const name = normalizeUsername(username);
    const pair = { key: `p:${name}|${ip}`, free: limits.pairFreeAttempts };
    const others = [
      { key: `u:${name}`, free: limits.accountFreeAttempts },
      { key: `ip:${ip}`, free: limits.addressFreeAttempts },
    ];
    // One order for every transaction: two bursts locking the same rows can never deadlock.
    return { pair, all: [pair, ...others].sort((a, b) => (a.key < b.key ? -1 : 1)) };
  }

  const waitFor = (free: number) => sql<number>`least(${limits.maxDelaySeconds}, power(2, login_throttle.attempts - ${free}))`;
  const stale = sql<boolean>`login_throttle.last_attempt_at < now() - make_interval(secs => ${limits.resetSeconds})`;

  async function take(trx: Transaction<DatabaseSchema>, key: string, free: number): Promise<number | null> {
    const due = sql<boolean>`login_throttle.last_attempt_at <= now() - make_interval(secs => ${waitFor(free)})`;
    const row = await trx
      .insertInto('login_throttle')
      .values({ key, attempts: 1, last_attempt_at: sql<Date>`now()` })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            attempts: sql<number>`CASE WHEN ${stale} THEN 1 ELSE login_throttle.attempts + 1 END`,
            last_attempt_at: sql<Date>`now()`,
          })
          // Evaluated on the row as locked, so parallel requests see each other's reservations.
          .where(sql<boolean>`${stale} OR login_throttle.attempts < ${free} OR ${due}`),
      )
      .returning('attempts')
      .executeTakeFirst();
    if (row) return null;
    const wait = await trx
      .selectFrom('login_throttle')
      .select(sql<number>`ceil(extract(epoch from last_attempt_at + make_interval(secs => ${waitFor(free)}) - now()))`.as('seconds'))
      .where('key', '=', key)
      .executeTakeFirst();
    return Math.max(1, Number(wait?.seconds ?? 1));
  }

  /**
   * One key per statement, each committed on its own, so this never holds one counter's lock while waiting for
   * another's. A single `UPDATE … WHERE key IN (…)` locks its rows in the order it finds them, which need not
   * be reserve's sorted order: on PostgreSQL concurrent sign-ins from one address (the soak's eight users)
   * deadlocked, and one of them answered 500 "deadlock detected".
   */
  async function giveBack(keys: string[]): Promise<void> {
    for (const key of [...keys].sort()) {
      await db
        .updateTable('login_throttle')
        .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
        .where('key', '=', key)
        .execute();
    }
  }

  return {
    async reserve(attempt) {
      const { pair, all } = keysOf(attempt);
      let retryAfterSeconds = 0;
      try {
        await db.transaction().execute(async (trx) => {
          for (const { key, free } of all) {
            const wait = await take(trx, key, free);
            if (wait === null) continue;
            retryAfterSeconds = wait;
            throw REFUSED;
          }
        });
      } catch (error) {
        // The refusal rolls the whole reservation back: a refused attempt does not push the waits further.
        if (error === REFUSED) return { ok: false, retryAfterSeconds };
        throw error;
      }
      return { ok: true, keys: all.map((k) => k.key), pairKey: pair.key };
    },

    async succeeded(reservation) {
      await db.deleteFrom('login_throttle').where('key', '=', reservation.pairKey).execute();
      await giveBack(reservation.keys.filter((key) => key !== reservation.pairKey));
    },

    release: (reservation) => giveBack(reservation.keys),

    async lockedUntil(username) {
      const name = normalizeUsername(username);
      const pairPrefix = `p:${name}|`;
      // Which budget a key has: the account's own, or that of a pair (its prefix; LIKE would read `_` in a name).
      const free = sql<number>`(CASE WHEN key = ${`u:${name}`} THEN ${limits.accountFreeAttempts}::integer ELSE ${limits.pairFreeAttempts}::integer END)`;
      const until = sql<Date>`last_attempt_at + make_interval(secs => least(${limits.maxDelaySeconds}, power(2, attempts - ${free})))`;
      const row = await db
        .selectFrom('login_throttle')
        .select(sql<Date | null>`max(${until})`.as('until'))
        .where((eb) => eb.or([eb('key', '=', `u:${name}`), eb(sql<string>`left(key, ${pairPrefix.length})`, '=', pairPrefix)]))
        .where(sql<boolean>`attempts >= ${free}`)
        .where(sql<boolean>`last_attempt_at >= now() - make_interval(secs => ${limits.resetSeconds})`)
        .where(sql<boolean>`${until} > now()`)
        .executeTakeFirst();
      return row?.until ? new Date(row.until) : null;
    },

    async unlock(username) {
      const name = normalizeUsername(username);
      const pairPrefix = `p:${name}|`;
      await db
        .deleteFrom('login_throttle')
        .where((eb) => eb.or([eb('key', '=', `u:${name}`), eb(sql<string>`left(key, ${pairPrefix.length})`, '=', pairPrefix)]))
        .execute();
    },
  };
}
