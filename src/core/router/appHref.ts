import type { PlatonConfig } from '../config/platonConfig';

/** Where relative addresses are judged outside a browser (server, unit tests): any origin would do. */
const NO_PAGE = 'http://platon.invalid/';

/**
 * Where the application (`<platon-app>`) lives, for links drawn outside it: the configured `app-url` as
 * given, else the origin of the API (`api-base` resolved against the page) plus `base-path`, because the
 * server that answers the API also serves the application. On the page's own origin the answer is a path.
 *
 * @example
 * appBase({ appUrl: null, apiBase: '/api/', basePath: '/' }, 'https://portal.test/x.html'); // '/'
 * appBase({ appUrl: null, apiBase: 'https://platon.test/api/', basePath: '/' }, 'https://portal.test/x.html'); // 'https://platon.test/'
 */
export function appBase(
  config: Pick<PlatonConfig, 'appUrl' | 'apiBase' | 'basePath'>,
  pageHref = globalThis.location?.href ?? NO_PAGE,
): string {
  if (config.appUrl) return config.appUrl;
  const api = new URL(config.apiBase, pageHref);
  const origin = api.origin === new URL(pageHref).origin ? '' : api.origin;
  return `${origin}${config.basePath.startsWith('/') ? '' : '/'}${config.basePath}`;
}

/**
 * The address of one route of the application (docs/behaviour.md §1 paths such as `/forms/appeals/42?x=1`) for a link
 * drawn outside `<platon-app>`. `app-url` may end in `/`, in a file name, or in `#/` for an application in
 * hash mode: the route is joined to it without doubling the slash.
 *
 * @example
 * appHref('/forms/appeals/42', { appUrl: null, apiBase: '/api/', basePath: '/app/' }); // '/app/forms/appeals/42'
 * appHref('/tables/a', { appUrl: 'https://x.test/portal.html#/', apiBase: '/api/', basePath: '/' }); // 'https://x.test/portal.html#/tables/a'
 */
export function appHref(route: string, config: Pick<PlatonConfig, 'appUrl' | 'apiBase' | 'basePath'>, pageHref?: string): string {
  const base = appBase(config, pageHref).replace(/\/+$/, '');
  return `${base}/${route.replace(/^\/+/, '')}`;
}
