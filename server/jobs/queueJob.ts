import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DatabaseSchema, JobsTable } from '../db/DatabaseSchema';
import type { JobRow } from './createJobRunner';

/** Jobs one user may have waiting or running at once: more would only queue up one user's work before everyone else's. */
export const MAX_ACTIVE_JOBS = 3;

/**
 * Queues a job for `user_id`, or returns null when that user already has MAX_ACTIVE_JOBS waiting or
 * running. The count and the insert run under a per-user advisory lock, so a burst of requests cannot all
 * see room for one more.
 *
 * @example
 * const job = await queueJob(db, { user_id: 1, kind: 'export', name: 'appeals', title: 'Мурожаатлар', params: '{}', instance });
 */
export async function queueJob(db: Kysely<DatabaseSchema>, values: Omit<Insertable<JobsTable>, 'id'>): Promise<JobRow | null> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(72310011, ${values.user_id}::int)`.execute(trx);
    const { active } = await trx
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number | string>().as('active'))
      .where('user_id', '=', values.user_id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    if (Number(active) >= MAX_ACTIVE_JOBS) return null;
    return trx
      .insertInto('jobs')
      .values({ ...values, id: randomUUID() })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
