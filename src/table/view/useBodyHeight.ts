import { useLayoutEffect, useState, type RefObject } from 'react';
import { tableHeight } from '../model/tableHeight';
import { spaceBelow } from './spaceBelow';

/** Below this the body is too short to use; the page scrolls instead (a table far down a host page). */
const MIN_BODY_HEIGHT = 240;

export interface BodyHeightRefs {
  /** The table's whole screen: its offset from the top of the document is the page header above it. */
  root: RefObject<HTMLElement | null>;
  toolbar: RefObject<HTMLElement | null>;
  filters: RefObject<HTMLElement | null>;
  pager: RefObject<HTMLElement | null>;
}

export interface BodyHeight {
  /** The height the grid's scrolling body may take. */
  body: number;
  /** The height the page leaves the whole table (toolbar, filters, grid and pager): the viewport under the page header. */
  room: number;
}

/**
 * The height the table may take (docs/behaviour.md §4 height rule, model tableHeight): the viewport height minus the
 * page header above the table, the pager, the toolbar and the filters, and the page's space below the table.
 * Parts are measured after layout and again when they resize (filters wrap or fold, a language switch).
 * Never below MIN_BODY_HEIGHT.
 *
 * @example
 * const { body } = useBodyHeight({ root, toolbar, filters, pager }, viewport.height);
 */
export function useBodyHeight(refs: BodyHeightRefs, viewportHeight: number): BodyHeight {
  const [parts, setParts] = useState({ header: 0, pagination: 0, control: 0, filter: 0, below: 0 });
  useLayoutEffect(() => {
    const height = (ref: RefObject<HTMLElement | null>) => ref.current?.getBoundingClientRect().height ?? 0;
    const measure = () => {
      const top = refs.root.current ? refs.root.current.getBoundingClientRect().top + (globalThis.scrollY ?? 0) : 0;
      const next = {
        header: Math.max(0, Math.round(top)),
        pagination: height(refs.pager),
        control: height(refs.toolbar),
        filter: height(refs.filters),
        below: refs.root.current ? spaceBelow(refs.root.current) : 0,
      };
      setParts((previous) =>
        previous.header === next.header &&
        previous.pagination === next.pagination &&
        previous.control === next.control &&
        previous.filter === next.filter &&
        previous.below === next.below
          ? previous
          : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const ref of [refs.toolbar, refs.filters, refs.pager]) if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, [refs.root, refs.toolbar, refs.filters, refs.pager, viewportHeight]);
  return {
    body: Math.max(MIN_BODY_HEIGHT, tableHeight({ viewportHeight, ...parts })),
    room: Math.max(0, viewportHeight - parts.header - parts.below),
  };
}
