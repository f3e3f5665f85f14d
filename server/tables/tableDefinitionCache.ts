import type { Kysely } from 'kysely';
import { createDefinitionCache } from '../cache/createDefinitionCache';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { loadSharedDefinition, type SharedTableDefinition } from './loadTableDefinition';
import { metaTableRow } from './metaTableRow';

/**
 * The part of a table level's definition every reader shares (`GET tables/{name}` and `public/tables/{name}`:
 * the table row, props, column tree, filters with their options, every button with its permission), cached
 * per database, level and name like runtimeTableCache (createDefinitionCache: 5 s). Any record a form or an
 * import writes forgets them at once (invalidateConfigCaches): configuration, and the rows filter options are
 * read from. Reading it took six queries, which on PGlite also held back the static files and the other
 * calls of a page's first paint (issue 13): a signed-in definition now costs the user's column settings
 * alone, a public one nothing. Null for a name that is no table (never kept: anyone may ask for anything).
 *
 * @example
 * const shared = await tableDefinitionCache.load(db, `1:regions`, 'regions', 1);
 */
export const tableDefinitionCache = createDefinitionCache<Kysely<DatabaseSchema>, SharedTableDefinition, [name: string, level: number]>(
  async (db, _key, name, level) => {
    const table = await metaTableRow(db, name);
    return table && loadSharedDefinition(db, table, level);
  },
);
