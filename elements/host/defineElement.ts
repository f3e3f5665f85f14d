import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

/** Attributes every element understands: they configure the page's shared runtime (see PlatonConfig). */
export const CONFIG_ATTRIBUTES = {
  apiBase: 'string',
  authBase: 'string',
  loginUrl: 'string',
  locale: 'string',
  routerMode: 'string',
  basePath: 'string',
  appUrl: 'string',
} as const;

/**
 * Register a React component as a custom element rendering into an open shadow root. Registering twice
 * (the bundle loaded twice) is a no-op rather than the DOMException `define` would throw.
 */
export function defineElement<Props extends object>(
  name: string,
  component: ComponentType<Props>,
  props: Partial<Record<Extract<keyof Props, string>, 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method'>>,
): void {
  if (typeof customElements === 'undefined' || customElements.get(name)) return;
  customElements.define(name, r2wc(component, { shadow: 'open', props } as never));
}
