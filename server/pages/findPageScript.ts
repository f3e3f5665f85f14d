import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { findInlineScript } from '../scripts/findInlineScript';
import { storedScriptEntries } from './storedScriptEntries';

/** The source text of page `name`'s inline script whose SHA-256 is `hash`, or null. */
export async function findPageScript(db: Kysely<DatabaseSchema>, name: string, hash: string): Promise<string | null> {
  const rows = await db
    .selectFrom('platon_page_components')
    .innerJoin('platon_pages', 'platon_pages.id', 'platon_page_components.page_id')
    .select('platon_page_components.scripts')
    .where('platon_pages.name', '=', name)
    .execute();
  return findInlineScript(
    rows.flatMap((row) => storedScriptEntries(row.scripts)),
    hash,
  );
}
