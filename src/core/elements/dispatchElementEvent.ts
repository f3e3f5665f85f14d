import type { ElementApi } from './ElementApi';

/**
 * Fire one of an element's events (its API file names them and types their detail) on the custom element
 * that contains `node`: composed and bubbling, so a host page hears it on the element or any ancestor. An
 * event renamed to the `platon-{element}-{what}` scheme fires under its old name too, for one release.
 *
 * @example
 * dispatchElementEvent(rootRef.current, PLATON_TABLE_API, 'platon-table-row-click', { row, index });
 */
export function dispatchElementEvent<Events, Name extends keyof Events & string>(
  node: Node | null,
  api: Pick<ElementApi<Events>, 'events' | 'eventDetails'>,
  name: Name,
  detail: Events[Name],
): void {
  if (!node) return;
  const root = node.getRootNode();
  const target = root instanceof ShadowRoot ? root.host : node;
  const { deprecatedName } = api.events[name];
  for (const type of deprecatedName ? [name, deprecatedName] : [name]) {
    target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
