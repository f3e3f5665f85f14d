import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { readRuntimeTable, type RuntimeTable } from './runtimeTable';

/** Cached descriptions live at most this long, so several server instances see a configuration change soon. */
const TTL_MS = 5_000;

interface Entry {
  expiresAt: number;
  table: Promise<RuntimeTable | null>;
}

// Per database, so tests (a fresh database each) and several apps in one process never share entries.
const caches = new WeakMap<Kysely<DatabaseSchema>, Map<string, Entry>>();

/**
 * Table descriptions for the data calls, cached per database and name for 5 seconds: a data call then costs
 * one query instead of five. Concurrent first calls share one load; a failed load or an unknown name is not
 * kept. Whoever writes table configuration calls `invalidate` so this instance sees the change at once (other
 * instances within the TTL).
 *
 * @example
 * const table = await runtimeTableCache.load(db, 'appeals', 5000);
 * runtimeTableCache.invalidate(db, 'appeals'); // after saving its columns
 */
export const runtimeTableCache = {
  load(db: Kysely<DatabaseSchema>, name: string, timeoutMs: number): Promise<RuntimeTable | null> {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const now = Date.now();
    const cached = cache.get(name);
    if (cached && cached.expiresAt > now) return cached.table;
    if (cache.size >= 500) for (const [key, old] of cache) if (old.expiresAt <= now) cache.delete(key);
    const entry: Entry = { expiresAt: now + TTL_MS, table: readRuntimeTable(db, name, timeoutMs) };
    cache.set(name, entry);
    // Unknown names are not kept either: anyone may ask for /public/tables/<anything>.
    const forget = () => {
      if (cache.get(name) === entry) cache.delete(name);
    };
    entry.table.then((table) => table ?? forget(), forget);
    return entry.table;
  },

  /** Forgets one table, or every table of the database when no name is given. */
  invalidate(db: Kysely<DatabaseSchema>, name?: string): void {
    if (name === undefined) caches.delete(db);
    else caches.get(db)?.delete(name);
  },
};
