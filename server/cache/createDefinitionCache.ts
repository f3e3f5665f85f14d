/** Cached descriptions live at most this long, so several server instances see a configuration change soon. */
export const DEFINITION_TTL_MS = 5_000;

/** Past this many names a load first drops the expired ones, so names nobody asks again do not pile up. */
const SWEEP_SIZE = 500;

export interface DefinitionCache<Scope extends object, T, Args extends unknown[]> {
  /** The description of `name`, from the cache while it is fresh; `args` go to the read on a miss. */
  load(scope: Scope, name: string, ...args: Args): Promise<T | null>;
  /** Forgets one name, or every name of the scope when no name is given. */
  invalidate(scope: Scope, name?: string): void;
}

/**
 * A cache of configuration descriptions (a table's, a form's) per scope (a database) and name, for
 * DEFINITION_TTL_MS: a call then costs one lookup instead of several queries. Concurrent first loads share
 * one read; a failed read or an unknown name (null) is not kept, since anyone may ask for a public
 * `<anything>`. Per scope, so tests (a fresh database each) and several apps in one process never share
 * entries. Whoever writes the configuration calls `invalidate` so this instance sees the change at once.
 *
 * @example
 * const formCache = createDefinitionCache((db: Kysely<DatabaseSchema>, name: string) => readRuntimeForm(db, name));
 * const form = await formCache.load(db, 'appeals');
 * formCache.invalidate(db); // after saving a form element
 */
export function createDefinitionCache<Scope extends object, T, Args extends unknown[] = []>(
  read: (scope: Scope, name: string, ...args: Args) => Promise<T | null>,
): DefinitionCache<Scope, T, Args> {
  const caches = new WeakMap<Scope, Map<string, { expiresAt: number; value: Promise<T | null> }>>();
  return {
    load(scope, name, ...args) {
      let cache = caches.get(scope);
      if (!cache) caches.set(scope, (cache = new Map()));
      const now = Date.now();
      const cached = cache.get(name);
      if (cached && cached.expiresAt > now) return cached.value;
      if (cache.size >= SWEEP_SIZE) for (const [key, old] of cache) if (old.expiresAt <= now) cache.delete(key);
      const entry = { expiresAt: now + DEFINITION_TTL_MS, value: read(scope, name, ...args) };
      cache.set(name, entry);
      const forget = () => {
        if (cache.get(name) === entry) cache.delete(name);
      };
      entry.value.then((value) => value ?? forget(), forget);
      return entry.value;
    },
    invalidate(scope, name) {
      if (name === undefined) caches.delete(scope);
      else caches.get(scope)?.delete(name);
    },
  };
}
