import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { ADVERTISEMENTS_FORM, ADVERTISEMENTS_TABLE } from '../ads/advertisementsScreen';
import { insertFormSeed } from '../seed/insertFormSeed';
import { insertTableSeed } from '../seed/insertTableSeed';
import { seedOnce } from '../seed/seedOnce';
import { translationRows } from '../seed/translationRows';
import { PROJECT_SETTINGS_FORM } from './projectSettingsForm';
import { PROJECT_SETTINGS_TRANSLATIONS } from './projectSettingsTranslations';

/** Its own marker: databases seeded before issue 41 get the form once; later edits are the administrator's. */
const MARKER = 'platon.projectSettingsConfigSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..015): serialises concurrent starts. */
const SEED_LOCK = 72_310_020;

/**
 * The `project_settings` form and the sidebar ads' table and form (`advertisements`), with the translations
 * of their texts, in production as in the demo, and the
 * one `project_profile` row it edits (migration 0020 writes it; an administrator who deleted it by SQL gets
 * a neutral one back rather than a form with nothing to open).
 *
 * @example
 * await seedProjectSettingsConfig(db);
 */
export async function seedProjectSettingsConfig(db: Kysely<DatabaseSchema>): Promise<void> {
  await db
    .insertInto('project_profile')
    .values({ id: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    await insertFormSeed(trx, PROJECT_SETTINGS_FORM);
    await insertFormSeed(trx, ADVERTISEMENTS_FORM);
    await insertTableSeed(trx, ADVERTISEMENTS_TABLE);
    await trx
      .insertInto('translations')
      .values(translationRows([PROJECT_SETTINGS_TRANSLATIONS]))
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
