import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { propertyName, type ElementApi, type ElementProps } from '../../src/core/elements/ElementApi';
import { withHtmlAttributes } from './withHtmlAttributes';

/**
 * Register a React component as the custom element its API describes (src/core/elements/platon*Api.ts),
 * rendering into an open shadow root. The attributes it observes, and their types, come from that
 * description, so the element and its documentation cannot drift apart. Registering twice (the bundle
 * loaded twice) is a no-op rather than the DOMException `define` would throw.
 *
 * @example
 * defineElement(PLATON_TABLE_API, PlatonTable);
 */
export function defineElement<const Api extends ElementApi<object>>(api: Api, component: ComponentType<ElementProps<Api>>): void {
  if (typeof customElements === 'undefined' || customElements.get(api.tagName)) return;
  const props = Object.fromEntries(api.attributes.map((attribute) => [propertyName(attribute.name), attribute.kind]));
  const base = r2wc(component as ComponentType<object>, { shadow: 'open', props } as never);
  customElements.define(api.tagName, withHtmlAttributes(base, api.attributes));
}
