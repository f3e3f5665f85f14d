import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a view has been painted since it was first rendered `armed`: false in that render and the ones
 * right after it, true from a frame and a task later (set in a transition, so that what it then adds is
 * drawn without holding up input). A view draws its first screen with it and the rest once that is shown
 * (issue 13: a table's rows past the first screenful, a form's tabs that are not open).
 *
 * @example
 * const painted = usePaintedOnce(rows > 30); // false, then true one frame after the first 30 rows are drawn
 */
export function usePaintedOnce(armed: boolean): boolean {
  const [painted, setPainted] = useState(false);
  const waiting = armed && !painted;
  useEffect(() => {
    if (!waiting) return;
    // A frame, then a task: what was drawn is painted before the rest is.
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [waiting]);
  return painted;
}
