import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { runtimeTableCache } from '../tables/runtimeTableCache';
import { tableDefinitionCache } from '../tables/tableDefinitionCache';
import type { FormSource } from './formSource';
import { formDefinitionCache } from './formDefinitionCache';

const TABLE_CONFIG = new Set(['tables', 'table_columns', 'table_filters', 'table_buttons']);

/**
 * After a form or an import wrote to a collection, forgets this instance's cached descriptions built from
 * it, so the next table or form call shows the change (other instances within their 5 s TTL). Whole
 * caches are dropped: a column row does not say cheaply which table name it belongs to. Table and form
 * definitions go after any write, not only to the configuration: their filters' and selects' options are
 * rows of other collections (regions, statuses), and a region just added must be there to choose.
 *
 * @example
 * invalidateConfigCaches(db, { schema: 'public', table: 'table_columns', columns });
 */
export function invalidateConfigCaches(db: Kysely<DatabaseSchema>, source: Pick<FormSource, 'schema' | 'table'>): void {
  tableDefinitionCache.invalidate(db);
  formDefinitionCache.invalidate(db);
  if (source.schema === 'public' && TABLE_CONFIG.has(source.table)) runtimeTableCache.invalidate(db);
}
