import type { PlatonConfig } from '../config/platonConfig';
import { appHref } from './appHref';
import { exportHref, resolveLink } from './linkRules';

/**
 * The address a link of a table or form points to outside `<platon-app>` (a `<platon-table>` or
 * `<platon-form>` on a host page): external links as they are, export links to their download address (no token: a click downloads
 * through the client), and
 * the app's routes in the application (`app-url`, by default the API's origin plus `base-path`), so a click
 * takes the visitor to a real page of the application, not to a path of the host.
 *
 * @example
 * standaloneLinkHref('/forms/appeals/42', { apiBase: '/api/', basePath: '/app/', appUrl: null }, token); // '/app/forms/appeals/42'
 */
export function standaloneLinkHref(link: string, config: Pick<PlatonConfig, 'apiBase' | 'basePath' | 'appUrl'>, pageHref?: string): string {
  const action = resolveLink(link);
  if (action.kind === 'external') return action.url;
  if (action.kind === 'export') return exportHref(config.apiBase, action.resource);
  const path = action.kind === 'internal' ? action.to : `/${link.trim().replace(/^\/+/, '')}`;
  return appHref(path, config, pageHref);
}
