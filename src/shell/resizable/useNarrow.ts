import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether the element of `ref` is narrower than `px` (followed with a ResizeObserver). */
export function useNarrow(ref: RefObject<Element | null>, px: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setNarrow(node.getBoundingClientRect().width < px);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  });
  return narrow;
}
