import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** What useDebouncedCommit hands back. */
export interface DebouncedCommit<T> {
  /** Commit `value` once `delayMs` passed without another call. */
  schedule(value: T): void;
  /** Commit the waiting value now (Enter, blur); nothing happens when none waits. */
  flush(): void;
}

/**
 * Commit a value after the user paused (typed filters, docs/behaviour.md §12), or at once on flush. A value still waiting
 * when the control unmounts is dropped: the bar unmounts controls when it clears every filter, and a late
 * commit would bring the cleared text back.
 *
 * @example
 * const { schedule, flush } = useDebouncedCommit((text: string) => onValue(text), 500);
 * <input onChange={(e) => schedule(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && flush()} />
 */
export function useDebouncedCommit<T>(commit: (value: T) => void, delayMs: number): DebouncedCommit<T> {
  const commitRef = useRef(commit);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current = null;
    },
    [],
  );
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const waiting = pending.current;
    pending.current = null;
    if (waiting) commitRef.current(waiting.value);
  }, []);
  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );
  return { schedule, flush };
}
