import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';
import { BUILT_IN_FORMS } from './builtInForms';
import { BUILT_IN_TRANSLATIONS } from './builtInTranslations';
import { BUILT_IN_TABLES } from './demoTablesBuiltIn';
import { insertFormSeed } from './insertFormSeed';
import { insertTableSeed } from './insertTableSeed';
import { translationRows } from './translationRows';

/** Its own marker: the upgrade happens once; later edits of the form and table are the administrator's. */
const MARKER = 'platon.instructionsConfigSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..006): serialises concurrent starts. */
const SEED_LOCK = 72_310_015;

/**
 * Brings the built-in `instructions` table and form of a database seeded before the user guide (issue 15)
 * up to the columns of migration 0014 (languages, order, active flag, permission): the old built-in ones
 * (`is_built_in`, so an administrator's own form of that name is left alone) are replaced once, with the
 * translations of their new texts. On a fresh database seedBuiltInConfig already wrote the new ones, and
 * replacing them with the same changes nothing. Runs after seedBuiltInConfig, in every mode.
 *
 * @example
 * await seedInstructionsConfig(db);
 */
export async function seedInstructionsConfig(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    await trx.deleteFrom('forms').where('name', '=', 'instructions').where('is_built_in', '=', true).execute();
    await trx.deleteFrom('tables').where('name', '=', 'instructions').where('is_built_in', '=', true).execute();
    for (const table of BUILT_IN_TABLES.filter((seed) => seed.name === 'instructions')) await insertTableSeed(trx, table);
    for (const form of BUILT_IN_FORMS.filter((seed) => seed.name === 'instructions')) await insertFormSeed(trx, form);
    await trx
      .insertInto('translations')
      .values(translationRows([BUILT_IN_TRANSLATIONS]))
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
