import type { Kysely } from 'kysely';
import type { AdsTables } from '../ads/AdvertisementsTable';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** project_settings key recording that the demo ad went in; its own, so databases seeded before ads get it too. */
const ADS_MARKER = 'platon.demoAdsSeededAt';

/**
 * The demo's sidebar advertisement (SPEC §2.5 footer for non-admins), written exactly once per database: the
 * marker row and the ad go in one transaction, and a concurrent start's marker insert waits and then does
 * nothing. Text only: the demo has no uploaded image for `media_id`.
 */
export async function seedDemoAds(db: Kysely<DatabaseSchema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('project_settings')
      .values({ key: ADS_MARKER, value: JSON.stringify(new Date().toISOString()) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marked) return;
    await trx
      .withTables<AdsTables>()
      .insertInto('advertisements')
      .values({ title: 'Platon: иловангизни бир кунда йиғинг', website_url: 'https://example.com/platon', media_id: null, sort_order: 10 })
      .execute();
  });
}
