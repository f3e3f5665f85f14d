import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { EimzoChallenge } from '../../src/core/api/signInContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** Seconds a challenge may take to come back signed: long enough to pick a key and type its password. */
export const DEFAULT_CHALLENGE_TTL_SECONDS = 120;

export interface ChallengeStore {
  /** Keeps a challenge handed out (ours or the E-IMZO server's) until it expires or is consumed. */
  issue(issued: EimzoChallenge): Promise<EimzoChallenge>;
  /** Whether the challenge was issued here, has not expired and is unused: a cheap look before costly checks. */
  isLive(challenge: string): Promise<boolean>;
  /**
   * Marks the challenge used if this server issued it, it has not expired and nobody used it before. Atomic:
   * of several requests with one signed package, exactly one gets true.
   */
  consume(challenge: string): Promise<boolean>;
}

/** A challenge of the server's own: 32 random bytes, valid for `ttlSeconds`. */
export function randomChallenge(ttlSeconds = DEFAULT_CHALLENGE_TTL_SECONDS): EimzoChallenge {
  return { challenge: randomBytes(32).toString('base64url'), ttl: ttlSeconds };
}

/**
 * The challenges of the digital-signature sign-in (docs/behaviour.md §11 `GET /auth/e-imzo`): what the user signs proves
 * the signature was made now, for this server, and only once, so a captured package cannot be replayed. The
 * E-IMZO server checks its own challenges too, but only this record makes a package sign in here once.
 *
 * @example
 * const challenges = createChallengeStore(db);
 * const { challenge } = await challenges.issue(randomChallenge());
 * await challenges.consume(challenge); // true, and false ever after
 */
export function createChallengeStore(db: Kysely<DatabaseSchema>): ChallengeStore {
  return {
    async issue(issued) {
      await db
        .insertInto('eimzo_challenges')
        .values({ challenge: issued.challenge, expires_at: sql<Date>`now() + make_interval(secs => ${issued.ttl})` })
        // A challenge seen before keeps its record: used stays used.
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return issued;
    },
    async isLive(challenge) {
      const row = await db
        .selectFrom('eimzo_challenges')
        .select('challenge')
        .where('challenge', '=', challenge)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row !== undefined;
    },
    async consume(challenge) {
      // One conditional UPDATE: the row lock makes concurrent consumers wait, and re-check, rather than race.
      const row = await db
        .updateTable('eimzo_challenges')
        .set({ used_at: sql<Date>`now()` })
        .where('challenge', '=', challenge)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('challenge')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
