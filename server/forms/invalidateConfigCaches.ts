import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { publicDefinitionCache } from '../tables/publicDefinitionCache';
import { runtimeTableCache } from '../tables/runtimeTableCache';
import type { FormSource } from './formSource';
import { formDefinitionCache } from './formDefinitionCache';

const TABLE_CONFIG = new Set(['tables', 'table_columns', 'table_filters', 'table_buttons']);
const FORM_CONFIG = new Set(['forms', 'form_elements']);

/**
 * After a form wrote to a configuration collection, forgets this instance's cached descriptions built from
 * it, so the next table or form call shows the change (other instances within their 5 s TTL). Whole
 * caches are dropped: a column row does not say cheaply which table name it belongs to.
 *
 * @example
 * invalidateConfigCaches(db, { schema: 'public', table: 'table_columns', columns });
 */
export function invalidateConfigCaches(db: Kysely<DatabaseSchema>, source: Pick<FormSource, 'schema' | 'table'>): void {
  if (source.schema !== 'public') return;
  if (TABLE_CONFIG.has(source.table)) {
    runtimeTableCache.invalidate(db);
    publicDefinitionCache.invalidate(db);
  }
  if (FORM_CONFIG.has(source.table)) formDefinitionCache.invalidate(db);
}
