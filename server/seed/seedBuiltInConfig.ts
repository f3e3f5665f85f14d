import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';
import { BUILT_IN_FORMS } from './builtInForms';
import { BUILT_IN_TRANSLATIONS } from './builtInTranslations';
import { BUILT_IN_TABLES } from './demoTablesBuiltIn';
import { formLabelTranslations } from './formLabelTranslations';
import { insertFormSeed } from './insertFormSeed';
import { insertTableSeed } from './insertTableSeed';
import { SHELL_TRANSLATIONS } from './shellTranslations';
import { translationRows } from './translationRows';

/**
 * Its own marker: a database seeded before forms existed gets the built-ins on its next start (names it
 * already has are skipped, so the demo's earlier built-in tables stay as the administrator left them), and
 * after that a restart never brings back what an administrator deleted.
 */
const MARKER = 'platon.builtInConfigSeededAt';
/** Arbitrary constant next to the demo seeds' (72_310_001..003): serialises concurrent first starts. */
const SEED_LOCK = 72_310_004;

/**
 * The platform's own configuration tables and forms, one of each per configuration collection (docs/behaviour.md §2),
 * with the translations of their texts: written once per database in one transaction, in production as in
 * demo mode, because they are how an administrator edits the platform.
 *
 * @example
 * await seedBuiltInConfig(db);
 */
export async function seedBuiltInConfig(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    for (const table of BUILT_IN_TABLES) await insertTableSeed(trx, table);
    for (const form of BUILT_IN_FORMS) await insertFormSeed(trx, form);
    const texts = [
      ...translationRows([BUILT_IN_TRANSLATIONS]),
      ...formLabelTranslations(BUILT_IN_FORMS, [BUILT_IN_TRANSLATIONS, SHELL_TRANSLATIONS]),
    ];
    await trx
      .insertInto('translations')
      .values(texts)
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
