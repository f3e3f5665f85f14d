import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { insertPageSeed } from './insertPageSeed';
import { seedOnce } from './seedOnce';
import { DEMO_PAGE_TRANSLATIONS } from './demoPageTranslations';
import { DEMO_PAGES } from './demoPages';

/**
 * Its own marker rather than the demo seed's: databases seeded before the demo pages existed get them on
 * their next start, and after that a restart never brings back a page an administrator deleted.
 */
const MARKER = 'platon.demoPagesSeededAt';
/** Arbitrary constant, next to seedDemoData's: serialises concurrent first starts on one PostgreSQL. */
const SEED_LOCK = 72_310_002;

/**
 * The demo pages (demoPages.ts) and their texts, written once per database; a page name an administrator
 * already used is left alone. Demo mode only: seedDemoData calls it.
 */
export async function seedDemoPages(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    for (const seed of DEMO_PAGES) await insertPageSeed(trx, seed);
    const rows = Object.entries(DEMO_PAGE_TRANSLATIONS).flatMap(([locale, texts]) =>
      Object.entries(texts).map(([key, value]) => ({ locale, key, value })),
    );
    await trx
      .insertInto('translations')
      .values(rows)
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
