import type { ApiClient } from './apiClient';

/** How long an answer nobody took stays: a prefetch is for the load that follows at once, not a cache. */
export const PREFETCH_TTL_MS = 10_000;

interface Entry {
  promise: Promise<unknown>;
  startedAt: number;
  /** The answer, once it has arrived (not for a failure). */
  arrived?: { value: unknown };
}

const entries = new WeakMap<ApiClient, Map<string, Entry>>();

/**
 * Starts `GET path` now, before the view that needs it exists (issue 13: the element knows its table or form
 * and the session as soon as it connects, while the view waits for its lazy chunk, the project info and the
 * translations). The view's own load then takes the answer with takePrefetched instead of asking again. A
 * second prefetch of the same path while one is kept returns that one: nothing is fetched twice.
 *
 * @example
 * prefetch(runtime.api, 'tables/appeals?level=1');
 * // later, in the table's load:
 * const definition = takePrefetched(api, 'tables/appeals?level=1') ?? api.request('tables/appeals?level=1');
 */
export function prefetch<T>(api: ApiClient, path: string): Promise<T> {
  return peekPrefetched<T>(api, path) ?? keepPrefetched(api, path, api.request<T>(path));
}

/**
 * Keeps `answer` as the prefetched answer of `path`, as if prefetch had asked for it: for a call whose answer
 * carries another call's (a table's definition carries its first page), so the view that makes that other
 * call takes it instead of asking. Replaces what was kept for `path`.
 *
 * @example
 * keepPrefetched(api, 'tables/appeals/data?level=1&page=1&size=50', Promise.resolve({ data: page }));
 */
export function keepPrefetched<T>(api: ApiClient, path: string, answer: Promise<T>): Promise<T> {
  let kept = entries.get(api);
  if (!kept) entries.set(api, (kept = new Map()));
  // A failure belongs to whoever takes it (the view shows its error view); unclaimed it must not be reported
  // as an unhandled rejection.
  const entry: Entry = { promise: answer, startedAt: Date.now() };
  answer.then(
    (value) => void (entry.arrived = { value }),
    () => undefined,
  );
  kept.set(path, entry);
  return answer;
}

/**
 * The answer of a prefetch of exactly `path` (in flight or arrived), handed out once: a later load of the
 * same path (a retry, a refresh) asks the server again. Null when there is none or it is older than
 * PREFETCH_TTL_MS.
 */
export function takePrefetched<T>(api: ApiClient, path: string): Promise<T> | null {
  const kept = entries.get(api);
  const entry = kept?.get(path);
  if (!kept || !entry) return null;
  kept.delete(path);
  return Date.now() - entry.startedAt <= PREFETCH_TTL_MS ? (entry.promise as Promise<T>) : null;
}

/**
 * The answer of a prefetch of exactly `path` if it has already arrived, handed out once as takePrefetched
 * does; null while it is in flight, when it failed, or when there is none. A view that finds its answers
 * here draws them in its first render: a table otherwise drew itself empty, measured its layout, and drew
 * again with the rows one task later (issue 13: about 60 ms of a host page's first paint).
 */
export function takeArrived<T>(api: ApiClient, path: string): { value: T } | null {
  const kept = entries.get(api);
  const entry = kept?.get(path);
  if (!kept || !entry?.arrived || Date.now() - entry.startedAt > PREFETCH_TTL_MS) return null;
  kept.delete(path);
  return entry.arrived as { value: T };
}

/** The answer of a prefetch of `path` without taking it (a later step of a prefetch chains on it), or null. */
export function peekPrefetched<T>(api: ApiClient, path: string): Promise<T> | null {
  const entry = entries.get(api)?.get(path);
  return entry && Date.now() - entry.startedAt <= PREFETCH_TTL_MS ? (entry.promise as Promise<T>) : null;
}

/**
 * Drops every answer kept for `api`, taken or not: called when the session ends (createRuntime), so a
 * sign-in as someone else on the same page never takes the calls its first session started.
 */
export function forgetPrefetched(api: ApiClient): void {
  entries.delete(api);
}
