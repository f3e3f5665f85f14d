import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { runtimeTableCache } from '../tables/runtimeTableCache';
import { tableDefinitionCache } from '../tables/tableDefinitionCache';
import type { FormSource } from './formSource';
import { formDefinitionCache } from './formDefinitionCache';

const TABLE_CONFIG = new Set(['tables', 'table_columns', 'table_filters', 'table_buttons']);
const FORM_CONFIG = new Set(['forms', 'form_elements']);

/**
 * After a form or an import wrote to a collection, forgets this instance's cached descriptions built from
 * it, so the next table or form call shows the change (other instances within their 5 s TTL). Whole
 * caches are dropped: a column row does not say cheaply which table name it belongs to. Table definitions
 * go after any write, not only to the configuration: their filters' options are rows of other collections
 * (regions, statuses), and a region just added must be there to filter by.
 *
 * @example
 * invalidateConfigCaches(db, { schema: 'public', table: 'table_columns', columns });
 */
export function invalidateConfigCaches(db: Kysely<DatabaseSchema>, source: Pick<FormSource, 'schema' | 'table'>): void {
  tableDefinitionCache.invalidate(db);
  if (source.schema !== 'public') return;
  if (TABLE_CONFIG.has(source.table)) runtimeTableCache.invalidate(db);
  if (FORM_CONFIG.has(source.table)) formDefinitionCache.invalidate(db);
}
