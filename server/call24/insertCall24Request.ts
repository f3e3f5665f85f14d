import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { CALL24_RATE_LIMIT, CALL24_RATE_WINDOW_MINUTES } from '../../src/core/api/call24Contract';
import type { Call24RequestsTable, DatabaseSchema } from '../db/DatabaseSchema';

/** Advisory lock namespaces: one per user, one per address (two-key locks, apart from the jobs' 72310011). */
const USER_LOCK = 72310015;
const ADDRESS_LOCK = 72310016;

/**
 * Stores a call-back request, or returns null when its user or its address already left CALL24_RATE_LIMIT
 * within the last CALL24_RATE_WINDOW_MINUTES. The count and the insert run under advisory locks on the user
 * and on the address (always taken in that order, so two requests never wait on each other in a cycle): a
 * burst of parallel requests is counted one after another and cannot all see room for one more.
 *
 * @example
 * const row = await insertCall24Request(db, { user_id: 1, phone: '+998901234567', topic: 'Хатолик', client_ip: '10.0.0.1' });
 */
export async function insertCall24Request(
  db: Kysely<DatabaseSchema>,
  values: Insertable<Call24RequestsTable>,
): Promise<Selectable<Call24RequestsTable> | null> {
  return db.transaction().execute(async (trx) => {
    const ip = values.client_ip ?? '';
    await sql`SELECT pg_advisory_xact_lock(${USER_LOCK}::int, ${values.user_id}::int)`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${ip}))`.execute(trx);
    // clock_timestamp(), not now(): now() is when this transaction began, possibly before the lock was had.
    const { rows } = await sql<{ by_user: number; by_address: number }>`
      SELECT count(*) FILTER (WHERE user_id = ${values.user_id})::int AS by_user,
             count(*) FILTER (WHERE client_ip = ${ip})::int AS by_address
      FROM call24_requests
      WHERE created_at > clock_timestamp() - make_interval(mins => ${CALL24_RATE_WINDOW_MINUTES}::int)
        AND (user_id = ${values.user_id} OR client_ip = ${ip})`.execute(trx);
    const counts = rows[0] ?? { by_user: 0, by_address: 0 };
    if (counts.by_user >= CALL24_RATE_LIMIT || counts.by_address >= CALL24_RATE_LIMIT) return null;
    return trx
      .insertInto('call24_requests')
      .values({ ...values, created_at: sql<Date>`clock_timestamp()` })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
