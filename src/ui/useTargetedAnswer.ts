import { useCallback, useState } from 'react';

/**
 * The one stale-answer guard of a view's load (a table's definition, a form and its record): an answer is
 * kept with the target it was asked for (name, level, record id...) and shows only while that target is
 * current, else `loading` shows, also in the render right after the target changed and before the effect
 * ran. `answerer(signal)` gives the load's setter, which drops whatever arrives once `signal` aborted (the
 * view stopped waiting: renamed, unmounted), so a slow answer for an old name never replaces the new one.
 *
 * @example
 * const [state, answerer] = useTargetedAnswer(JSON.stringify([name, level]), LOADING);
 * useEffect(() => {
 *   const controller = new AbortController();
 *   const answer = answerer(controller.signal);
 *   api.definition(name, level, controller.signal).then((definition) => answer({ status: 'ready', definition }));
 *   return () => controller.abort();
 * }, [name, level, answerer]);
 */
export function useTargetedAnswer<T>(
  target: string,
  loading: T,
  /** The answer for the first target when it is already at hand (an arrived prefetch), instead of `loading`. */
  first?: () => T | null,
): [value: T, answerer: (signal: AbortSignal) => (value: T) => void] {
  const [answer, setAnswer] = useState<{ target: string; value: T }>(() => ({ target, value: first?.() ?? loading }));
  const answerer = useCallback(
    (signal: AbortSignal) => (value: T) => {
      if (!signal.aborted) setAnswer({ target, value });
    },
    [target],
  );
  return [answer.target === target ? answer.value : loading, answerer];
}
