import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';
import { DEMO_INSTRUCTIONS } from './demoInstructions';

/** Its own marker: the guide arrives once; afterwards an administrator's edits and deletions stay. */
const MARKER = 'platon.demoInstructionsSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..006): serialises concurrent starts. */
const SEED_LOCK = 72_310_016;
/** Where the demo sidebar's 'Фойдаланувчи қўлланмаси' pointed before the guide existed. */
const OLD_GUIDE_LINK = 'https://example.com/platon/guide';

/**
 * The demo's user guide (DEMO_INSTRUCTIONS), written once per database (an address it already has is left
 * as it is), and the demo sidebar's 'Фойдаланувчи қўлланмаси' pointed at it where it still has the
 * placeholder address of earlier releases: existing databases, the shared e2e template among them, get both
 * on their next start. Runs after the demo sidebar.
 *
 * @example
 * await seedDemoInstructions(db);
 */
export async function seedDemoInstructions(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    const existing = await trx.selectFrom('instructions').select(['main', 'sub']).execute();
    const have = new Set(existing.map((row) => `${row.main}/${row.sub ?? ''}`));
    const rows = DEMO_INSTRUCTIONS.map((seed, index) => ({ seed, order: index + 1 })).filter(
      ({ seed }) => !have.has(`${seed.main}/${seed.sub ?? ''}`),
    );
    if (rows.length) {
      await trx
        .insertInto('instructions')
        .values(
          rows.map(({ seed, order }) => ({
            main: seed.main,
            sub: seed.sub ?? null,
            title: seed.title.uz,
            content: seed.content.uz,
            title_la: seed.title.la,
            title_ru: seed.title.ru,
            title_en: seed.title.en,
            title_qq: seed.title.qq,
            content_la: seed.content.la,
            content_ru: seed.content.ru,
            content_en: seed.content.en,
            content_qq: seed.content.qq,
            sort_order: order * 10,
            is_active: true,
            permission: null,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('menus')
      .set({ link: '/instructions' })
      .where('name', '=', 'Фойдаланувчи қўлланмаси')
      .where('link', '=', OLD_GUIDE_LINK)
      .execute();
  });
}
