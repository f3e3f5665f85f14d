import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';
import { DEMO_TABLE_TRANSLATIONS } from './demoTableTranslations';
import { DEMO_TABLES } from './demoTables';
import { insertTableSeed } from './insertTableSeed';
import { seedDemoAppeals } from './seedDemoAppeals';

/**
 * Its own marker, like the demo pages': a database seeded before tables existed gets them on its next start,
 * and after that a restart never brings back what an administrator deleted or regenerates the appeals.
 */
const MARKER = 'platon.demoTablesSeededAt';
/** Arbitrary constant next to seedDemoData's and seedDemoPages': serialises concurrent first starts. */
const SEED_LOCK = 72_310_003;

/** Appeals a demo database gets unless told otherwise (README.md: one table of at least 100,000 rows). */
const DEFAULT_APPEAL_COUNT = 100_000;

export interface DemoTablesOptions {
  /** Rows generated in app.appeals; 100,000 unless given. */
  appealCount?: number;
}

/**
 * The demo registry (schema `app`, see seedDemoAppeals), the metadata of every demo table and the
 * translations of its texts, written once per database in one transaction: either all of it is there or
 * none of it. Demo mode only: seedDemoData calls it.
 *
 * @example
 * await seedDemoTables(db, { appealCount: 3_000 });
 */
export async function seedDemoTables(db: Kysely<DatabaseSchema>, options: DemoTablesOptions = {}): Promise<void> {
  const seeded = await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    await seedDemoAppeals(trx, options.appealCount ?? DEFAULT_APPEAL_COUNT);
    for (const table of DEMO_TABLES) await insertTableSeed(trx, table);
    const texts = Object.entries(DEMO_TABLE_TRANSLATIONS).flatMap(([locale, map]) =>
      Object.entries(map).map(([key, value]) => ({ locale, key, value })),
    );
    await trx
      .insertInto('translations')
      .values(texts)
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
  // Outside the seed's transaction, as VACUUM must be: it marks the new rows visible to all, so the registry's
  // pages are cut on its index alone (appeals_live_region_created_at_idx) from the first call. PGlite has no
  // autovacuum that would do it later; on PostgreSQL it would come some time after the first start.
  if (seeded) await sql`VACUUM app.appeals`.execute(db);
}
