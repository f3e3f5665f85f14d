import type { PlatonConfig } from '../config/platonConfig';
import { exportHref, resolveLink } from './linkRules';

/**
 * The address a link of a table or form points to outside `<platon-app>` (a `<platon-table>` or
 * `<platon-form>` on a host page): external
 * links as they are, export links to their download address, and the app's routes under the configured
 * base path, so a click takes the visitor to that page of the application.
 *
 * @example
 * standaloneLinkHref('/forms/appeals/42', { apiBase: '/api/', basePath: '/app/' }, token); // '/app/forms/appeals/42'
 */
export function standaloneLinkHref(link: string, config: Pick<PlatonConfig, 'apiBase' | 'basePath'>, token: string | null): string {
  const action = resolveLink(link);
  if (action.kind === 'external') return action.url;
  if (action.kind === 'export') return exportHref(config.apiBase, action.resource, token);
  const path = action.kind === 'internal' ? action.to : `/${link.trim().replace(/^\/+/, '')}`;
  const base = config.basePath.endsWith('/') ? config.basePath : `${config.basePath}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}
