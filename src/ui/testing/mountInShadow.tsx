import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ElementFrame } from '../ElementFrame';

export interface MountInShadowOptions {
  /** Called once the first render is committed, before anything asynchronous (a lazy chunk) can land. */
  onFirstCommit?(shadow: ShadowRoot): void;
}

export interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  render(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Browser tests: render into an open shadow root inside the element frame, as a custom element would, so
 * tests see the adopted stylesheet, the portal root and shadow-DOM focus exactly as users do.
 * No act(): tests drive real clicks and key presses and wait for real frames, as a browser would.
 */
export async function mountInShadow(node: ReactNode, options: MountInShadowOptions = {}): Promise<Mounted> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const root: Root = createRoot(container);
  const mounted: Mounted = {
    host,
    shadow,
    async render(next) {
      flushSync(() => root.render(<ElementFrame>{next}</ElementFrame>));
      // The portal root is set by a ref during the first commit; let dependent layers render.
      await settle();
    },
    async unmount() {
      root.unmount();
      host.remove();
    },
  };
  flushSync(() => root.render(<ElementFrame>{node}</ElementFrame>));
  options.onFirstCommit?.(shadow);
  await settle();
  return mounted;
}

/** Let pending renders, effects and focus moves (queued on animation frames) settle. */
export async function settle(ms = 0): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The focused element, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
