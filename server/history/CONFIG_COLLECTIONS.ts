import { HISTORY_BOOKKEEPING_0026, HISTORY_COLLECTIONS_0026 } from '../db/migrations/migration0026ConfigHistory';

/**
 * The configuration collections whose every change keeps the previous version (docs/configuration-history.md):
 * what administrators define (menus, tables and their parts, forms and their elements, pages and their
 * components, translations, roles, settings, instructions and the other platform collections). Each has an
 * integer `id` and the history trigger of the migration that lists it: a collection added later gets a
 * migration of its own, whose list joins this one.
 */
export const CONFIG_COLLECTIONS = [...HISTORY_COLLECTIONS_0026] as const;

export type ConfigCollection = (typeof CONFIG_COLLECTIONS)[number];

/**
 * Columns the server itself keeps moving on a configuration row (the scheduler's cursor): a change to them
 * alone is not a version (the trigger is given the same), and a restore leaves them as they are (an old
 * cursor would rerun occurrences).
 */
export const CONFIG_BOOKKEEPING: Partial<Record<ConfigCollection, readonly string[]>> = { ...HISTORY_BOOKKEEPING_0026 };
