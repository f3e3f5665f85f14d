import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of an element in CSS pixels, rounded down to `step` so a window dragged wider re-renders only
 * now and then; null before the first layout. Followed with a ResizeObserver (a sidebar collapsing widens
 * a table without a window resize).
 *
 * @example
 * const width = useElementWidth(rootRef, 40); // 1040 for a 1063 px wide element
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, step = 1): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width / step) * step);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, step]);
  return width;
}
