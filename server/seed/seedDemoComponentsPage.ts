import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { insertPageSeed } from './insertPageSeed';
import { seedOnce } from './seedOnce';
import { DEMO_COMPONENTS_PAGE, DEMO_COMPONENTS_PAGE_TRANSLATIONS } from './demoComponentsPage';

/** Its own marker: databases seeded before issue 15 get the page on their next start, and only once. */
const MARKER = 'platon.demoComponentsPageSeededAt';
/** Arbitrary constant beside the other seeds' (72_310_001..): serialises concurrent first starts. */
const SEED_LOCK = 72_310_017;

/**
 * The public page of `/demo/test-dynamic-components` (demoComponentsPage.ts) and its texts, written once
 * per database; a page of that name an administrator made already is left alone. Demo mode only.
 */
export async function seedDemoComponentsPage(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    await insertPageSeed(trx, DEMO_COMPONENTS_PAGE);
    const rows = Object.entries(DEMO_COMPONENTS_PAGE_TRANSLATIONS).flatMap(([locale, texts]) =>
      Object.entries(texts).map(([key, value]) => ({ locale, key, value })),
    );
    await trx
      .insertInto('translations')
      .values(rows)
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
