import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import type { ProjectComponent } from '../../core/api/contract';
import { fillComponentRoot } from '../../ui/html/fillComponentRoot';

/** The project's components (SPEC §3 Project info `components`), by name, for columns' `headerComponent`. */
export const HeaderComponentsContext = createContext<readonly ProjectComponent[]>([]);

/**
 * A column's header component (SPEC §3 Table column `headerComponent`): the project component of that name,
 * drawn in a shadow root of its own under the same rules as a scoped page component (fillComponentRoot): its
 * CSS confined to it, its HTML parsed inert. Null when the project has no component of that name, so the
 * title shows instead.
 *
 * @example
 * <HeaderComponent name="amountHeader" />
 */
export function HeaderComponent({ name }: { name: string }) {
  const component = useContext(HeaderComponentsContext).find((c) => c.name === name);
  const hostRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host || !component) return;
    fillComponentRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }), component.content ?? '', component.css);
  }, [component]);
  if (!component) return null;
  return <span ref={hostRef} className="pl-table__header-component" data-header-component={name} aria-hidden="true" />;
}

/** Whether the project defines the named component (the header then shows it in place of the title). */
export function useHasHeaderComponent(name: string | null | undefined): boolean {
  const components = useContext(HeaderComponentsContext);
  return Boolean(name && components.some((c) => c.name === name));
}
