import type { Kysely } from 'kysely';
import { createDefinitionCache } from '../cache/createDefinitionCache';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { readRuntimeForm, type RuntimeForm } from './runtimeForm';

/**
 * Form descriptions (row, element tree, checked source) cached per database and name for 5 seconds
 * (createDefinitionCache, as runtimeTableCache for tables): every form call costs one lookup instead of
 * three queries. Whoever writes forms or form_elements calls `invalidate` (see invalidateConfigCaches).
 *
 * @example
 * const form = await formDefinitionCache.load(db, 'appeals');
 * formDefinitionCache.invalidate(db); // after saving a form element
 */
export const formDefinitionCache = createDefinitionCache<Kysely<DatabaseSchema>, RuntimeForm>(readRuntimeForm);
