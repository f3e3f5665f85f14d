import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { readRuntimeForm, type RuntimeForm } from './runtimeForm';

/** Cached descriptions live at most this long, so several server instances see a configuration change soon. */
const TTL_MS = 5_000;

interface Entry {
  expiresAt: number;
  form: Promise<RuntimeForm | null>;
}

// Per database, so tests (a fresh database each) and several apps in one process never share entries.
const caches = new WeakMap<Kysely<DatabaseSchema>, Map<string, Entry>>();

/**
 * Form descriptions (row, element tree, checked source) cached per database and name for 5 seconds, as
 * runtimeTableCache does for tables: every form call costs one lookup instead of three queries. Concurrent
 * first calls share one load; a failed load or an unknown name is not kept. Whoever writes forms or
 * form_elements calls `invalidate` (see invalidateConfigCaches) so this instance sees the change at once.
 *
 * @example
 * const form = await formDefinitionCache.load(db, 'appeals');
 * formDefinitionCache.invalidate(db); // after saving a form element
 */
export const formDefinitionCache = {
  load(db: Kysely<DatabaseSchema>, name: string): Promise<RuntimeForm | null> {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const now = Date.now();
    const cached = cache.get(name);
    if (cached && cached.expiresAt > now) return cached.form;
    if (cache.size >= 500) for (const [key, old] of cache) if (old.expiresAt <= now) cache.delete(key);
    const entry: Entry = { expiresAt: now + TTL_MS, form: readRuntimeForm(db, name) };
    cache.set(name, entry);
    // Unknown names are not kept either: anyone may ask for /public/forms/<anything>.
    const forget = () => {
      if (cache.get(name) === entry) cache.delete(name);
    };
    entry.form.then((form) => form ?? forget(), forget);
    return entry.form;
  },

  /** Forgets one form, or every form of the database when no name is given. */
  invalidate(db: Kysely<DatabaseSchema>, name?: string): void {
    if (name === undefined) caches.delete(db);
    else caches.get(db)?.delete(name);
  },
};
