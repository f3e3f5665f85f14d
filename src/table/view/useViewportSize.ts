import { useSyncExternalStore } from 'react';

let cached = { width: 0, height: 0 };

function read(): { width: number; height: number } {
  const width = globalThis.innerWidth ?? 1024;
  const height = globalThis.innerHeight ?? 768;
  // The same object while nothing changed: useSyncExternalStore compares snapshots by identity.
  if (cached.width !== width || cached.height !== height) cached = { width, height };
  return cached;
}

function subscribe(notify: () => void): () => void {
  globalThis.addEventListener?.('resize', notify);
  return () => globalThis.removeEventListener?.('resize', notify);
}

/**
 * The browser window's inner size, following resizes: tables use the width for the 768 px rule of pinned
 * columns and the height for their body height (docs/behaviour.md §4).
 *
 * @example
 * const { width, height } = useViewportSize();
 */
export function useViewportSize(): { width: number; height: number } {
  return useSyncExternalStore(subscribe, read, read);
}
