import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { ProjectComponent } from '../../core/api/contract';
import { fillComponentRoot } from '../../ui/html/fillComponentRoot';

/** The project's components a table's headers may show, and what starts a component's script in a header. */
export interface HeaderComponents {
  /** docs/behaviour.md §2 Project info `components`. */
  list: readonly ProjectComponent[];
  /** Starts `component`'s script (its `js` URL) in its shadow root under the column; returns what stops it. */
  start(component: ProjectComponent, root: ShadowRoot, column: string): () => void;
}

export const HeaderComponentsContext = createContext<HeaderComponents>({ list: [], start: () => () => undefined });

/**
 * A column's header component (docs/behaviour.md §2 Table column `headerComponent`): the project component of that name,
 * drawn in a shadow root of its own under the same rules as a scoped page component (fillComponentRoot): its
 * CSS confined to it, its HTML parsed inert, then its script run on it (core/scripts, as page scripts are).
 * It is decoration beside the column's title, which stays the cell's accessible name, so it is hidden from
 * assistive technology. Null when the project has no component of that name.
 *
 * @example
 * <HeaderComponent name="amountHeader" column="amount" />
 */
export function HeaderComponent({ name, column }: { name: string; column: string }) {
  const { list, start } = useContext(HeaderComponentsContext);
  const component = list.find((c) => c.name === name);
  const hostRef = useRef<HTMLSpanElement>(null);
  const rootOf = (host: HTMLSpanElement) => host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host || !component) return;
    fillComponentRoot(rootOf(host), component.content ?? '', component.css);
  }, [component]);
  useEffect(() => {
    const host = hostRef.current;
    if (!host || !component?.js) return;
    return start(component, rootOf(host), column);
  }, [component, start, column]);
  if (!component) return null;
  return <span ref={hostRef} className="pl-table__header-component" data-header-component={name} aria-hidden="true" />;
}

/** Whether the project defines the named component (the header then shows it beside the title). */
export function useHasHeaderComponent(name: string | null | undefined): boolean {
  const { list } = useContext(HeaderComponentsContext);
  return Boolean(name && list.some((c) => c.name === name));
}
