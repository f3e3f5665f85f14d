/** A download started at most once at a time, shared by every caller (see loadOnce). */
export interface LoadOnce<T> {
  /** Starts the download unless it is under way or done, and resolves with what it brought. */
  (): Promise<T>;
  /** What the download brought once it is in, else undefined: for drawing at once instead of waiting. */
  loaded(): T | undefined;
}

/**
 * One download (a lazy chunk, a library) shared by all who need it: the first call starts it, later calls
 * get the same promise, and a failed one is forgotten, so the next call tries again (a flaky connection
 * should not leave a control without its chunk until the page is reloaded).
 *
 * @example
 * const loadIMask = loadOnce(() => import('imask').then((module) => module.default));
 * const IMask = loadIMask.loaded() ?? (await loadIMask());
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let value: T | undefined;
  const start = () =>
    (pending ??= load().then(
      (result) => (value = result),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return Object.assign(start, { loaded: () => value });
}
