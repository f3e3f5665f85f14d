import type { Kysely } from 'kysely';
import type { AdsTables } from '../ads/AdvertisementsTable';
import type { DatabaseSchema } from '../db/DatabaseSchema';

const AD_TITLE = 'Platon: иловангизни бир кунда йиғинг';
const AD_TITLE_TRANSLATIONS = {
  la: 'Platon: ilovangizni bir kunda yigʻing',
  ru: 'Platon: соберите приложение за один день',
  en: 'Platon: build your app in a day',
  qq: 'Platon: qosımshańızdı bir kúnde jıynań',
};

/** project_settings key recording that the demo ad went in; its own, so databases seeded before ads get it too. */
const ADS_MARKER = 'platon.demoAdsSeededAt';

/**
 * The demo's sidebar advertisement (docs/behaviour.md §1 footer for non-admins), written exactly once per database: the
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
      .values({ title: AD_TITLE, website_url: 'https://example.com/platon', media_id: null, sort_order: 10 })
      .execute();
    // The sidebar shows the title in the chosen language; one an administrator already translated stays.
    const texts = Object.entries(AD_TITLE_TRANSLATIONS).map(([locale, value]) => ({ locale, key: AD_TITLE, value }));
    await trx
      .insertInto('translations')
      .values(texts)
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
