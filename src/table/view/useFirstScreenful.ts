import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a whole (not virtualized) body's `count` lines to draw: in the body's first render of more
 * than `first` lines only `first`, about a tall screen's worth, and every line in a transition right after
 * that render has been painted, so a page's first rows show without waiting for the ones below the fold
 * (issue 13: a 100-row page drawn whole was about half of a host page's way from its data to painted rows).
 * Every render after that draws every line.
 *
 * @example
 * const drawn = useFirstScreenful(lines.count, 30); // 30, then lines.count one frame later
 */
export function useFirstScreenful(count: number, first: number): number {
  const [whole, setWhole] = useState(false);
  const cut = !whole && count > first;
  useEffect(() => {
    if (!cut) return;
    // A frame, then a task: the first rows are painted before the rest is drawn.
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => startTransition(() => setWhole(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [cut]);
  return cut ? first : count;
}
