import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { EimzoChallenge } from '../../src/core/api/signInContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** Seconds a challenge may take to come back signed: long enough to pick a key and type its password. */
export const DEFAULT_CHALLENGE_TTL_SECONDS = 120;

export interface ChallengeStore {
  /** A new random challenge, kept until it expires or is consumed. */
  issue(): Promise<EimzoChallenge>;
  /** Whether the challenge was issued here, has not expired and is unused: a cheap look before costly checks. */
  isLive(challenge: string): Promise<boolean>;
  /**
   * Marks the challenge used if this server issued it, it has not expired and nobody used it before. Atomic:
   * of several requests with one signed package, exactly one gets true.
   */
  consume(challenge: string): Promise<boolean>;
}

/**
 * The challenges of the digital-signature sign-in (docs/behaviour.md §11 `GET /auth/e-imzo`): what the user signs proves
 * the signature was made now, for this server, and only once, so a captured package cannot be replayed.
 *
 * @example
 * const challenges = createChallengeStore(db);
 * const { challenge } = await challenges.issue();
 * await challenges.consume(challenge); // true, and false ever after
 */
export function createChallengeStore(db: Kysely<DatabaseSchema>, ttlSeconds = DEFAULT_CHALLENGE_TTL_SECONDS): ChallengeStore {
  return {
    async issue() {
      const challenge = randomBytes(32).toString('base64url');
      await db
        .insertInto('eimzo_challenges')
        .values({ challenge, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
        .execute();
      return { challenge, ttl: ttlSeconds };
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
