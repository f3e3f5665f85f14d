import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { resolveLink } from '../../core/router/linkRules';
import { standaloneLinkHref } from '../../core/router/standaloneLinkHref';
import { downloadExportLink } from '../../core/files/downloadExportLink';

/**
 * Follows a form button's link on a host page without `<platon-app>` (docs/behaviour.md §1 as far as a page can):
 * external and `_target=blank` links open a new window, export links download through the API client
 * (downloadExportLink), everything else goes to that page of the application under the base path.
 *
 * @example
 * followStandaloneLink(runtime, '/tables/appeals');
 */
export function followStandaloneLink(runtime: PlatonRuntime, link: string): void {
  const action = resolveLink(link);
  if (action.kind === 'export') {
    void downloadExportLink(runtime, action.resource);
    return;
  }
  const href = standaloneLinkHref(link, runtime.store.getState().config);
  const newWindow = action.kind === 'external' || (action.kind === 'internal' && action.target.kind === 'blank');
  if (newWindow) globalThis.open(href, '_blank', 'noopener');
  else globalThis.location.assign(href);
}
