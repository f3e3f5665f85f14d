import type { Kysely } from 'kysely';
import type { PageDefinition } from '../../src/core/api/contract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { scriptEntryUrl } from '../scripts/scriptEntryUrl';
import { storedScriptEntries } from './storedScriptEntries';

/** Route query as Fastify parses it: repeated keys arrive as arrays. */
export type PageQuery = Record<string, string | string[]>;

export interface StoredPage {
  isPublic: boolean;
  /** The permission a user needs to read the page (null: any signed-in user). */
  permission: string | null;
  definition: PageDefinition;
}

/**
 * One row of platon_pages with its components, as the wire's PageDefinition:
 * - `data` is the stored object with the request's route query added as `data.query` (a stored non-object
 *   value moves to `data.value`), so a page can react to `?region=5` without a script parsing the URL;
 * - each `scripts` entry is a module URL: stored URLs pass through, stored source text becomes
 *   `pages/{name}/scripts/{sha256}.js`, relative to the API base (see registerPageRoutes).
 */
export async function loadStoredPage(db: Kysely<DatabaseSchema>, name: string, query: PageQuery): Promise<StoredPage | null> {
  const page = await db.selectFrom('platon_pages').selectAll().where('name', '=', name).executeTakeFirst();
  if (!page) return null;
  const components = await db
    .selectFrom('platon_page_components')
    .selectAll()
    .where('page_id', '=', page.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const scriptBase = `pages/${encodeURIComponent(page.name)}/scripts/`;
  const definition: PageDefinition = {
    name: page.name,
    ...(page.title !== null && { title: page.title }),
    ...(page.css !== null && { css: page.css }),
    isScoped: page.is_scoped,
    data: { ...storedData(page.data), query },
    components: components.map((component) => ({
      name: component.name,
      ...(component.content !== null && { content: component.content }),
      scripts: storedScriptEntries(component.scripts).map((entry) => scriptEntryUrl(entry, scriptBase)),
      ...(component.css !== null && { css: component.css }),
      attributes: { is_scoped: component.is_scoped },
    })),
  };
  return { isPublic: page.is_public, permission: page.permission, definition };
}

function storedData(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}
