import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';

/** docs/behaviour.md §12: the key chosen for signature sign-in is remembered for 6 hours. */
export const REMEMBER_KEY_MS = 6 * 3600 * 1000;

interface Remembered {
  id: string;
  at: number;
}

/**
 * The key last used for signature sign-in (`login_eimzo_key`, docs/behaviour.md §2), preselected on the next visit within
 * 6 hours. Only the key's id is kept (for a key file, its name); never a password or key material.
 */
export const rememberedKey = {
  get(now = Date.now()): string | null {
    const entry = localStore.get<Remembered>(STORAGE_KEYS.eimzoKey);
    if (!entry || typeof entry.id !== 'string' || typeof entry.at !== 'number') return null;
    if (now - entry.at > REMEMBER_KEY_MS || entry.at > now) {
      localStore.remove(STORAGE_KEYS.eimzoKey);
      return null;
    }
    return entry.id;
  },
  set(id: string, now = Date.now()): void {
    localStore.set(STORAGE_KEYS.eimzoKey, { id, at: now } satisfies Remembered);
  },
};
