import type { PlatonConfig } from '../../core/config/platonConfig';
import { exportHref, resolveLink } from '../../core/router/linkRules';

/**
 * The address a form's link points to outside `<platon-app>` (a `<platon-form>` on a host page): external
 * links as they are, export links to their download address, the app's routes under the configured base
 * path, so a click takes the visitor to that page of the application.
 *
 * @example
 * standaloneFormLinkHref('/forms/form_elements/7?_target=modal', { apiBase: '/api/', basePath: '/app/' }, null); // '/app/forms/form_elements/7?_target=modal'
 */
export function standaloneFormLinkHref(link: string, config: Pick<PlatonConfig, 'apiBase' | 'basePath'>, token: string | null): string {
  const action = resolveLink(link);
  if (action.kind === 'external') return action.url;
  if (action.kind === 'export') return exportHref(config.apiBase, action.resource, token);
  const path = action.kind === 'internal' ? action.to : `/${link.trim().replace(/^\/+/, '')}`;
  const base = config.basePath.endsWith('/') ? config.basePath : `${config.basePath}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}
