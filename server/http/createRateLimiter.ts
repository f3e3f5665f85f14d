import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** One budget: at most `limit` hits per `windowSeconds` for a key. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one hit against every key (each with its own budget) and says whether all stayed within budget.
   * Counted even when refused, so a client hammering a closed door stays shut out for the whole window.
   */
  hit(keys: readonly { key: string; limit: RateLimit }[]): Promise<boolean>;
  /** Gives one hit back to `key` (never below zero): a slot taken for work that then did not count. */
  release(key: string): Promise<void>;
}

/**
 * Fixed-window hit counters kept in the database (rate_limit_counters), so every instance behind a load
 * balancer sees the same numbers (docs/architecture.md: the server is stateless). One statement per call: an upsert
 * that restarts an expired window and returns the counts.
 *
 * @example
 * const limiter = createRateLimiter(db);
 * const allowed = await limiter.hit([{ key: `pf:ip:appeal:${ip}`, limit: { limit: 10, windowSeconds: 600 } }]);
 */
export function createRateLimiter(db: Kysely<DatabaseSchema>): RateLimiter {
  return {
    async hit(keys) {
      if (keys.length === 0) return true;
      const counts = await Promise.all(
        keys.map(async ({ key, limit }) => {
          const expired = sql<boolean>`rate_limit_counters.window_start <= now() - make_interval(secs => ${limit.windowSeconds})`;
          const row = await db
            .insertInto('rate_limit_counters')
            .values({ key, window_start: sql<Date>`now()`, hits: 1 })
            .onConflict((oc) =>
              oc.column('key').doUpdateSet({
                hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limit_counters.hits + 1 END`,
                window_start: sql<Date>`CASE WHEN ${expired} THEN now() ELSE rate_limit_counters.window_start END`,
              }),
            )
            .returning('hits')
            .executeTakeFirstOrThrow();
          return row.hits <= limit.limit;
        }),
      );
      return counts.every(Boolean);
    },
    async release(key) {
      await db
        .updateTable('rate_limit_counters')
        .set({ hits: sql<number>`GREATEST(hits - 1, 0)` })
        .where('key', '=', key)
        .execute();
    },
  };
}
