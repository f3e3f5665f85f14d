/**
 * Fire a `platon-*` CustomEvent on the custom element that contains `node`. Composed and bubbling, so a
 * host page hears it with a plain `addEventListener` on the element or any ancestor.
 */
export function dispatchHostEvent(node: Node | null, name: `platon-${string}`, detail: unknown): void {
  if (!node) return;
  const root = node.getRootNode();
  const target = root instanceof ShadowRoot ? root.host : node;
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
