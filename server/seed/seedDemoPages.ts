import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';
import { DEMO_PAGE_TRANSLATIONS } from './demoPageTranslations';
import { DEMO_PAGES } from './demoPages';

/**
 * Its own marker rather than the demo seed's: databases seeded before the demo pages existed get them on
 * their next start, and after that a restart never brings back a page an administrator deleted.
 */
const MARKER = 'platon.demoPagesSeededAt';
/** Arbitrary constant, next to seedDemoData's: serialises concurrent first starts on one PostgreSQL. */
const SEED_LOCK = 72_310_002;

/**
 * The demo pages (demoPages.ts) and their texts, written once per database; a page name an administrator
 * already used is left alone. Demo mode only: seedDemoData calls it.
 */
export async function seedDemoPages(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    for (const seed of DEMO_PAGES) {
      const page = await trx
        .insertInto('platon_pages')
        .values({
          name: seed.name,
          title: seed.title,
          css: seed.css ?? null,
          is_scoped: seed.isScoped ?? false,
          is_public: seed.isPublic ?? false,
          permission: seed.permission ?? null,
          data: seed.data ? JSON.stringify(seed.data) : null,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!page) continue;
      await trx
        .insertInto('platon_page_components')
        .values(
          seed.components.map((component, order) => ({
            page_id: page.id,
            name: component.name,
            content: component.content,
            scripts: JSON.stringify(component.scripts ?? []),
            css: component.css ?? null,
            is_scoped: component.isScoped ?? false,
            sort_order: order,
          })),
        )
        .execute();
    }
    const rows = Object.entries(DEMO_PAGE_TRANSLATIONS).flatMap(([locale, texts]) =>
      Object.entries(texts).map(([key, value]) => ({ locale, key, value })),
    );
    await trx
      .insertInto('translations')
      .values(rows)
      .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
      .execute();
  });
}
