import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { resolveLink } from '../../core/router/linkRules';
import { standaloneLinkHref } from '../../core/router/standaloneLinkHref';

/**
 * Follows a form button's link on a host page without `<platon-app>` (SPEC §2.3 as far as a page can):
 * external, export and `_target=blank` links open a new window, everything else goes to that page of the
 * application under the base path.
 *
 * @example
 * followStandaloneLink(runtime, '/tables/appeals');
 */
export function followStandaloneLink(runtime: PlatonRuntime, link: string): void {
  const { config, token } = runtime.store.getState();
  const href = standaloneLinkHref(link, config, token);
  const action = resolveLink(link);
  const newWindow = action.kind === 'external' || action.kind === 'export' || (action.kind === 'internal' && action.target.kind === 'blank');
  if (newWindow) globalThis.open(href, '_blank', 'noopener');
  else globalThis.location.assign(href);
}
