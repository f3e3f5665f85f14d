import type { Kysely } from 'kysely';
import { createDefinitionCache } from '../cache/createDefinitionCache';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { readRuntimeForm, type RuntimeForm } from './runtimeForm';

/**
 * Form descriptions (row, element tree, checked source) cached per database and name for 5 seconds
 * (createDefinitionCache, as runtimeTableCache for tables): every form call costs one lookup instead of
 * three queries; its answer to `GET forms/{name}` is built once per description (formAnswer). Whoever writes
 * a record through a form or an import calls `invalidate` (see invalidateConfigCaches): the description when
 * it was a form or a form element, the answer's select options when it was any other row.
 *
 * @example
 * const form = await formDefinitionCache.load(db, 'appeals');
 * formDefinitionCache.invalidate(db); // after saving a form element
 */
export const formDefinitionCache = createDefinitionCache<Kysely<DatabaseSchema>, RuntimeForm>(readRuntimeForm);
