import type { MenuItem } from '../api/contract';
import { toRouteLocation, type RouteLocation } from '../router/routeLocation';

/**
 * The menu item to highlight (SPEC §2.5): the one whose id is the location's `_mid`; else the first item, in
 * menu order, whose link names the same route with the same parameters and the same query once parameters
 * starting with `_` (`_mid`, `_target`, …) and the language switch `locale` are left out on both sides. External links never match.
 *
 * @example
 * findActiveMenuItem(menus, toRouteLocation('/tables/appeals?status=resolved&_mid=9'));
 * // the item with id 9 if the menu has one, else the item linking to /tables/appeals?status=resolved
 */
export function findActiveMenuItem(items: readonly MenuItem[], location: RouteLocation): MenuItem | null {
  const mid = location.query._mid;
  if (mid) {
    const byId = find(items, (item) => String(item.id) === mid);
    if (byId) return byId;
  }
  return find(items, (item) => linkMatches(item.link, location));
}

function find(items: readonly MenuItem[], test: (item: MenuItem) => boolean): MenuItem | null {
  for (const item of items) {
    if (test(item)) return item;
    const below = find(item.children ?? [], test);
    if (below) return below;
  }
  return null;
}

function linkMatches(link: string | null, location: RouteLocation): boolean {
  if (!link || /^[a-z][a-z0-9+.-]*:/i.test(link.trim())) return false;
  const target = toRouteLocation(link.trim());
  return (
    target.route.name === location.route.name &&
    sameEntries(target.params, location.params) &&
    sameEntries(publicQuery(target.query), publicQuery(location.query))
  );
}

/**
 * The query that names a view: without `_` parameters and without `locale`, the interface language switch of
 * SPEC §2.2 (a page opened with `?locale=en` is still the menu's page, and its group opens).
 */
function publicQuery(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !key.startsWith('_') && key !== 'locale'));
}

/** Equal as maps, an undefined value counting as absent (an optional route parameter that was not given). */
function sameEntries(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? undefined) !== (b[key] ?? undefined)) return false;
  return true;
}
