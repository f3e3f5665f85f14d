import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * Runs a seed once per database: `work` runs in a transaction that ends by writing the seed's marker row
 * (project_settings `marker`, the time it ran), so an administrator's later changes stay. Instances starting
 * together on one PostgreSQL seed once: the first takes the seed's advisory lock, the others wait and then
 * find the marker. Resolves whether `work` ran here.
 *
 * @example
 * await seedOnce(db, { marker: 'platon.demoPagesSeededAt', lock: 72_310_002 }, async (trx) => { ... });
 */
export async function seedOnce(
  db: Kysely<DatabaseSchema>,
  seed: { marker: string; lock: number },
  work: (trx: Transaction<DatabaseSchema>) => Promise<void>,
): Promise<boolean> {
  if (await isSeeded(db, seed.marker)) return false;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${seed.lock})`.execute(trx);
    if (await isSeeded(trx, seed.marker)) return false;
    await work(trx);
    await trx
      .insertInto('project_settings')
      .values({ key: seed.marker, value: JSON.stringify(new Date().toISOString()) })
      .execute();
    return true;
  });
}

/** Whether the seed of `marker` ran on this database. */
export async function isSeeded(db: Executor, marker: string): Promise<boolean> {
  return (await db.selectFrom('project_settings').select('key').where('key', '=', marker).executeTakeFirst()) !== undefined;
}
