import { usePaintedOnce } from '../../ui/usePaintedOnce';

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
  const painted = usePaintedOnce(count > first);
  return !painted && count > first ? first : count;
}
