import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';
import { BUILT_IN_TRANSLATIONS } from './builtInTranslations';
import { DEMO_APPEALS_SCHEMA } from './demoAppealsSchema';
import { DEMO_FORM_TRANSLATIONS } from './demoFormTranslations';
import { DEMO_FORMS } from './demoForms';
import { DEMO_FORMS_SCHEMA } from './demoFormsSchema';
import { DEMO_TABLE_TRANSLATIONS } from './demoTableTranslations';
import { APPEALS_SQL, APPEALS_SQL_BEFORE_SOFT_DELETE } from './demoTablesAppeals';
import { formLabelTranslations } from './formLabelTranslations';
import { insertFormSeed } from './insertFormSeed';
import { SHELL_TRANSLATIONS } from './shellTranslations';
import { translationRows } from './translationRows';

/** Its own marker, like the demo tables': a database seeded before forms existed gets them on its next start. */
const MARKER = 'platon.demoFormsSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..004): serialises concurrent first starts. */
const SEED_LOCK = 72_310_005;

/**
 * The demo forms (appeals, kitchen_sink, public_appeal), the tables they need in schema `app` (the appeal
 * columns, app.mahallas, app.kitchen_sink) and the translations of their texts, written once per database
 * in one transaction. An appeals table SQL the administrator never changed learns to hide soft-deleted
 * appeals. Demo mode only, after seedDemoTables (it extends app.appeals).
 *
 * @example
 * await seedDemoForms(db);
 */
export async function seedDemoForms(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    for (const statement of [...DEMO_APPEALS_SCHEMA.formColumns, ...DEMO_FORMS_SCHEMA]) await sql.raw(statement).execute(trx);
    await trx
      .updateTable('tables')
      .set({ source_sql: APPEALS_SQL })
      .where('name', '=', 'appeals')
      .where('source_sql', '=', APPEALS_SQL_BEFORE_SOFT_DELETE)
      .execute();
    for (const form of DEMO_FORMS) await insertFormSeed(trx, form);
    const dictionaries = [DEMO_FORM_TRANSLATIONS, DEMO_TABLE_TRANSLATIONS, BUILT_IN_TRANSLATIONS, SHELL_TRANSLATIONS];
    const texts = [...translationRows([DEMO_FORM_TRANSLATIONS]), ...formLabelTranslations(DEMO_FORMS, dictionaries)];
    await trx
      .insertInto('translations')
      .values(texts)
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
