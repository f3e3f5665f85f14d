import type { Kysely } from 'kysely';
import { createDefinitionCache } from '../cache/createDefinitionCache';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { readRuntimeTable, type RuntimeTable } from './runtimeTable';

/**
 * Table descriptions for the data calls, cached per database and name for 5 seconds (createDefinitionCache):
 * a data call then costs one query instead of five. Whoever writes table configuration calls `invalidate`
 * (see invalidateConfigCaches) so this instance sees the change at once (other instances within the TTL).
 *
 * @example
 * const table = await runtimeTableCache.load(db, 'appeals', 5000);
 * runtimeTableCache.invalidate(db, 'appeals'); // after saving its columns
 */
export const runtimeTableCache = createDefinitionCache<Kysely<DatabaseSchema>, RuntimeTable, [timeoutMs: number]>(readRuntimeTable);
