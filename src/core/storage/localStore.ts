/**
 * JSON over localStorage that never throws: storage can be disabled (privacy modes, sandboxed iframes on
 * partner sites) and the runtime must still work, just without persistence.
 */
export const localStore = {
  get<T>(key: string): T | null {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw == null ? null : (JSON.parse(raw) as T);
    } catch {
      return null;
    }
  },
  set(key: string, value: unknown): void {
    try {
      if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota or disabled storage: the session still works in memory.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // see set()
    }
  },
};
