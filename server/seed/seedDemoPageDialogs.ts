import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';
import { DIALOGS_DEMO, DIALOGS_DEMO_PAGE, DIALOGS_DEMO_TRANSLATIONS } from './demoPageDialogs';

/** Its own marker: the component arrives once; afterwards an administrator's deletion stays deleted. */
const MARKER = 'platon.demoPageDialogsSeededAt';
/** Arbitrary constant beside the other seeds' (72_310_0xx): serialises concurrent starts on one PostgreSQL. */
const SEED_LOCK = 72_310_151;
const LOCALES = ['la', 'ru', 'en', 'qq'] as const;

/**
 * Adds the dialogs demo (demoPageDialogs.ts) to the demo dashboard page, on fresh databases and on those
 * seeded before it existed (the shared e2e template included): appended after the page's components unless
 * the page already has a component of that name, or the page is gone. Its texts go in with ON CONFLICT DO
 * NOTHING, so an administrator's edits stay. Demo mode only: seedDemoData calls it after seedDemoPages.
 *
 * @example
 * await seedDemoPageDialogs(db);
 */
export async function seedDemoPageDialogs(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    const page = await trx.selectFrom('platon_pages').select('id').where('name', '=', DIALOGS_DEMO_PAGE).executeTakeFirst();
    if (page) {
      const components = await trx
        .selectFrom('platon_page_components')
        .select(['name', 'sort_order'])
        .where('page_id', '=', page.id)
        .execute();
      if (!components.some((component) => component.name === DIALOGS_DEMO.name)) {
        await trx
          .insertInto('platon_page_components')
          .values({
            page_id: page.id,
            name: DIALOGS_DEMO.name,
            content: DIALOGS_DEMO.content,
            scripts: JSON.stringify(DIALOGS_DEMO.scripts),
            css: DIALOGS_DEMO.css,
            is_scoped: DIALOGS_DEMO.isScoped,
            sort_order: Math.max(-1, ...components.map((component) => component.sort_order)) + 1,
          })
          .execute();
      }
    }
    const rows = DIALOGS_DEMO_TRANSLATIONS.flatMap(([key, ...texts]) =>
      LOCALES.map((locale, index) => ({ locale, key, value: texts[index] })),
    );
    await trx
      .insertInto('translations')
      .values(rows)
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
