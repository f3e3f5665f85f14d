import { useLayoutEffect, useState, type RefObject } from 'react';
import { localStore } from '../../core/storage/localStore';
import { spaceBelow } from '../view/spaceBelow';

/** The open bar may take at most this share of the grid's height it leaves; taller, the bar starts folded. */
const FOLD_SHARE = 1 / 3;

export interface FiltersFoldRefs {
  /** The table's whole screen (toolbar, filters, grid, pager). */
  root: RefObject<HTMLElement | null>;
  /** The filter bar, drawn open until the first decision. */
  bar: RefObject<HTMLElement | null>;
}

/**
 * Whether a table's filter bar is folded away. The user's choice is remembered per table and level in local
 * storage (`platon:table-filters:{name}:{level}`). Without one, the bar is measured open before the first
 * paint and starts folded when it would take more than a third of the grid's height it leaves under the
 * viewport (issue 43: nine open filters left the appeals registry four rows at 1366x850; on a phone they stack
 * and always fold), and open when it is short.
 *
 * @example
 * const [collapsed, setCollapsed] = useFiltersCollapsed('appeals', 1, { root, bar }, window.innerHeight);
 */
export function useFiltersCollapsed(
  name: string,
  level: number,
  refs: FiltersFoldRefs,
  viewportHeight: number,
): [boolean, (collapsed: boolean) => void] {
  const key = `platon:table-filters:${name}:${level}`;
  const [collapsed, setState] = useState<boolean | null>(() => {
    const saved = localStore.get<boolean>(key);
    return typeof saved === 'boolean' ? saved : null;
  });
  useLayoutEffect(() => {
    if (collapsed !== null) return;
    const root = refs.root.current;
    const bar = refs.bar.current;
    if (!root || !bar) return;
    setState(barTooTall(root, bar, viewportHeight));
  }, [collapsed]);
  const setCollapsed = (next: boolean) => {
    setState(next);
    localStore.set(key, next);
  };
  return [collapsed ?? false, setCollapsed];
}

function barTooTall(root: HTMLElement, bar: HTMLElement, viewportHeight: number): boolean {
  const top = Math.max(0, root.getBoundingClientRect().top + (globalThis.scrollY ?? 0));
  // A table far down a host page is judged by a whole screen: the reader scrolls to it.
  const room = Math.max(viewportHeight - top - spaceBelow(root), viewportHeight / 2);
  // What the screen takes besides the grid's body: the toolbar, the bar itself, the pager.
  const scroller = root.querySelector('.pl-table__scroll');
  const around = root.getBoundingClientRect().height - (scroller?.getBoundingClientRect().height ?? 0);
  const grid = room - around;
  const barHeight = bar.getBoundingClientRect().height;
  return grid <= 0 || barHeight > grid * FOLD_SHARE;
}
