import { expect } from 'vitest';
import { deepActiveElement } from './mountInShadow';

/**
 * Browser tests: assert where focus is (through shadow roots), comparing by identity. A failing `toBe` on DOM
 * nodes makes chai walk them for minutes; this reports a short description instead.
 */
export function expectFocusOn(node: Element | null | undefined): void {
  const active = deepActiveElement();
  expect(active === node, `focus is on ${active?.outerHTML.slice(0, 120)}`).toBe(true);
}
