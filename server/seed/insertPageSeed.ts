import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { PageSeed } from './demoPages';

/**
 * Writes one dynamic page and its components, unless a page of that name exists (an administrator's is left
 * alone): the seeds and the upgrade of built-in pages (server/upgrade/versionedKinds.ts) both write pages so,
 * so a release's page compares equal to a freshly seeded one. Returns the new page's id, or undefined.
 *
 * @example
 * await insertPageSeed(trx, DEMO_PAGES[0]);
 */
export async function insertPageSeed(trx: Transaction<DatabaseSchema>, seed: PageSeed): Promise<number | undefined> {
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
  if (!page) return undefined;
  if (seed.components.length) {
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
  return page.id;
}
