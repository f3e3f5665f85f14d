import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';

/** The demo's file category: the file manager uploads only into a configured category. */
const CATEGORY = { name: 'Ҳужжатлар', allowed_extensions: 'pdf,docx,xlsx,txt,csv,jpg,jpeg,png', max_size: 10 * 1024 };
const NAME_TRANSLATIONS = { la: 'Hujjatlar', ru: 'Документы', en: 'Documents', qq: 'Hújjetler' };

const MARKER = 'platon.demoFileCategorySeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..021): serialises concurrent starts. */
const SEED_LOCK = 72_310_022;

/**
 * Gives the demo's file manager a category (documents and images up to 10 MB), once: without one its
 * upload button had nowhere to put a file. Production configures its own in 'Файл тоифалари'.
 *
 * @example
 * await seedDemoFileCategory(db);
 */
export async function seedDemoFileCategory(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    await trx.insertInto('file_categories').values(CATEGORY).execute();
    await trx
      .insertInto('translations')
      .values(Object.entries(NAME_TRANSLATIONS).map(([locale, value]) => ({ locale, key: CATEGORY.name, value })))
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
