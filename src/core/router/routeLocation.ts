import { matchRoute } from './matchRoute';
import { ROUTES, type RouteDefinition } from './routeTable';

/** Where the app is: the matched route, its parameters and the query, relative to the base path. */
export interface RouteLocation {
  /** Path without the base path, starting with `/`. */
  path: string;
  query: Record<string, string>;
  hash: string;
  /** path + search + hash, the form used for `next` and duplicate-navigation checks. */
  fullPath: string;
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/**
 * Parse a path relative to the base (`/forms/a/1?_target=modal_50#x`) into a RouteLocation.
 *
 * @example
 * toRouteLocation('/tables/appeals?page=2').route.name; // 'table'
 */
export function toRouteLocation(relative: string, demo = true, routes: readonly RouteDefinition[] = ROUTES): RouteLocation {
  const url = new URL(relative.startsWith('/') ? relative : `/${relative}`, 'http://platon.invalid');
  const match = matchRoute(url.pathname, routes, demo) ?? { route: routes[routes.length - 1], params: {} };
  return {
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    hash: url.hash,
    fullPath: `${url.pathname}${url.search}${url.hash}`,
    route: match.route,
    params: match.params,
  };
}

/** Join a path and a query object (empty values dropped) into `path?a=1`. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Join a path and a query object into `path?a=1&b=`, keeping empty values: a table writes `status_id=` to
 * say a filter with a default was cleared (see src/table/data/tableAddress.ts).
 *
 * @example
 * pathWithQuery('/tables/appeals', { status_id: '', page: '2' }); // '/tables/appeals?status_id=&page=2'
 */
export function pathWithQuery(path: string, query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}
