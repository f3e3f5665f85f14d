import { useLayoutEffect, useState, type RefObject } from 'react';
import { tableHeight } from '../model/tableHeight';
import { hostGivenHeight } from './hostGivenHeight';
import { spaceBelow } from './spaceBelow';

/** Below this the body is too short to use; the page scrolls instead (a table far down a host page). */
const MIN_BODY_HEIGHT = 240;
/** A host that gives the element its height is obeyed down to about two rows. */
const MIN_GIVEN_BODY_HEIGHT = 72;

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
 * Never below MIN_BODY_HEIGHT. A standalone `<platon-table>` whose host page gives it a height (hostGivenHeight)
 * fills that height instead: the body takes what the element's other parts leave of it.
 *
 * @example
 * const { body } = useBodyHeight({ root, toolbar, filters, pager }, viewport.height);
 */
export function useBodyHeight(refs: BodyHeightRefs, viewportHeight: number): BodyHeight {
  const [parts, setParts] = useState({ header: 0, pagination: 0, control: 0, filter: 0, below: 0, host: 0, others: 0 });
  useLayoutEffect(() => {
    const height = (ref: RefObject<HTMLElement | null>) => ref.current?.getBoundingClientRect().height ?? 0;
    const measure = () => {
      const top = refs.root.current ? refs.root.current.getBoundingClientRect().top + (globalThis.scrollY ?? 0) : 0;
      const given = refs.root.current ? hostGivenHeight(refs.root.current) : null;
      // What the element holds besides the grid's scrolling body: the body's own height taken from the screen's.
      const scroll = refs.root.current?.querySelector('.pl-table__scroll');
      const next = {
        host: given ?? 0,
        others: given === null ? 0 : Math.ceil(height(refs.root) - (scroll?.getBoundingClientRect().height ?? 0)),
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
        previous.below === next.below &&
        previous.host === next.host &&
        previous.others === next.others
          ? previous
          : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const ref of [refs.toolbar, refs.filters, refs.pager]) if (ref.current) observer.observe(ref.current);
    // A standalone element's frame follows a height its host gives it, which may come or go at any time; in
    // one, the body's share is what the screen's parts leave as they settle (the rows arriving). A height taken
    // away leaves the element as tall as it was, which no resize reports: its style or class changing does.
    const frame = refs.root.current?.closest('.pl-frame');
    const host = (frame?.getRootNode() as ShadowRoot | undefined)?.host;
    const changes = new MutationObserver(measure);
    if (frame && host?.localName === 'platon-table') {
      for (const node of [frame, refs.root.current!]) observer.observe(node);
      changes.observe(host, { attributeFilter: ['style', 'class'] });
    }
    return () => {
      observer.disconnect();
      changes.disconnect();
    };
  }, [refs.root, refs.toolbar, refs.filters, refs.pager, viewportHeight]);
  if (parts.host) return { body: Math.max(MIN_GIVEN_BODY_HEIGHT, Math.floor(parts.host - parts.others)), room: parts.host };
  return {
    body: Math.max(MIN_BODY_HEIGHT, tableHeight({ viewportHeight, ...parts })),
    room: Math.max(0, viewportHeight - parts.header - parts.below),
  };
}
