import { useState } from 'react';
import { LAYOUT_BREAKPOINTS } from '../../core/layout/layoutBreakpoints';
import { localStore } from '../../core/storage/localStore';

/**
 * Whether a table's filter bar is folded away, remembered per table and level in local storage
 * (`platon:table-filters:{name}:{level}`). Without a remembered choice the bar starts folded on narrow
 * screens (below 768 px), where eight filters would leave room for three rows, and open elsewhere.
 *
 * @example
 * const [collapsed, setCollapsed] = useFiltersCollapsed('appeals', 1, window.innerWidth);
 */
export function useFiltersCollapsed(name: string, level: number, viewportWidth: number): [boolean, (collapsed: boolean) => void] {
  const key = `platon:table-filters:${name}:${level}`;
  const [collapsed, setState] = useState<boolean>(() => {
    const saved = localStore.get<boolean>(key);
    return typeof saved === 'boolean' ? saved : viewportWidth < LAYOUT_BREAKPOINTS.mobile;
  });
  const setCollapsed = (next: boolean) => {
    setState(next);
    localStore.set(key, next);
  };
  return [collapsed, setCollapsed];
}
