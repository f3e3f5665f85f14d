import type { Kysely } from 'kysely';
import type { TableDefinition } from '../../src/core/api/tableContract';
import { createDefinitionCache } from '../cache/createDefinitionCache';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { loadTableDefinition } from './loadTableDefinition';
import { metaTableRow } from './metaTableRow';

/**
 * Definitions of public tables (`GET public/tables/{name}`), the same for every anonymous reader, cached per
 * database, level and name like runtimeTableCache (createDefinitionCache: 5 s, configuration writes forget
 * them at once through invalidateConfigCaches). An embedded table asks its rows only once the definition is
 * in, and reading it took six queries: 68 ms of a 100-row host page's first paint on PGlite. Its filter
 * options come along, so a change in an option's source shows within those 5 s. Null for a name that is no
 * public table (never kept: anyone may ask for anything).
 *
 * @example
 * const definition = await publicDefinitionCache.load(db, `1:regions`, 'regions', 1);
 */
export const publicDefinitionCache = createDefinitionCache<Kysely<DatabaseSchema>, TableDefinition, [name: string, level: number]>(
  async (db, _key, name, level) => {
    const table = await metaTableRow(db, name);
    if (!table || !table.is_public || table.permission) return null;
    return loadTableDefinition(db, table, { level, userId: null, permissions: [] });
  },
);
