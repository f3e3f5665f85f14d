import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../core/api/ApiError';

/** One answer being loaded: the last one stays shown while the next loads, so a listing does not flash. */
export interface Loaded<T> {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  value: T | null;
  /** The failed call's HTTP status; 0 when the server could not be reached. */
  status: number;
}

/**
 * Loads with `load` whenever `key` changes (a place, a reload count), cancelling the previous load; a null
 * `load` is idle. Failures keep the status, so the view can tell "no access" (403) from the rest.
 *
 * @example
 * const listing = useLoaded((signal) => api.files(place, signal), `${address}#${reload}`);
 */
export function useLoaded<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: load ? 'loading' : 'idle', value: null, status: 0 });
  const loadRef = useRef(load);
  loadRef.current = load;
  const active = load !== null;
  useEffect(() => {
    const current = loadRef.current;
    if (!current) {
      setLoaded({ state: 'idle', value: null, status: 0 });
      return;
    }
    const controller = new AbortController();
    setLoaded((previous) => ({ ...previous, state: 'loading' }));
    current(controller.signal).then(
      (value) => controller.signal.aborted || setLoaded({ state: 'ready', value, status: 0 }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[platon] file manager call failed', error);
        setLoaded((previous) => ({ ...previous, state: 'failed', status: error instanceof ApiError ? error.status : 0 }));
      },
    );
    return () => controller.abort();
  }, [key, active]);
  return loaded;
}
