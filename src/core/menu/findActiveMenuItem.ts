import type { MenuItem } from '../api/contract';
import { toRouteLocation, type RouteLocation } from '../router/routeLocation';

/**
 * The menu item to highlight (docs/behaviour.md §1): the one whose id is the location's `_mid`; else the first item, in
 * menu order, whose link names the same route with the same parameters and the same query once parameters
 * starting with `_` (`_mid`, `_target`, …) and the language switch `locale` are left out on both sides; on a
 * sectioned route (the guide, the file manager), failing that, the one whose link names the view with the most
 * of the location's optional parameters (a section's address keeps the guide's item current). External links never match.
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
  const exact = find(items, (item) => linkMatches(item.link, location, sameEntries));
  if (exact || !location.route.meta.sectioned) return exact;
  // The closest one: the link that gives the most of the location's parameters (a section's over the guide's).
  let closest: MenuItem | null = null;
  let closestDepth = -1;
  find(items, (item) => {
    if (!linkMatches(item.link, location, givenEntriesMatch)) return false;
    const depth = Object.values(toRouteLocation(item.link!.trim()).params).filter((value) => value !== undefined).length;
    if (depth > closestDepth) [closest, closestDepth] = [item, depth];
    return false;
  });
  return closest;
}

function find(items: readonly MenuItem[], test: (item: MenuItem) => boolean): MenuItem | null {
  for (const item of items) {
    if (test(item)) return item;
    const below = find(item.children ?? [], test);
    if (below) return below;
  }
  return null;
}

type ParamsMatch = (link: Record<string, string | undefined>, location: Record<string, string | undefined>) => boolean;

function linkMatches(link: string | null, location: RouteLocation, paramsMatch: ParamsMatch): boolean {
  if (!link || /^[a-z][a-z0-9+.-]*:/i.test(link.trim())) return false;
  const target = toRouteLocation(link.trim());
  return (
    target.route.name === location.route.name &&
    paramsMatch(target.params, location.params) &&
    sameEntries(publicQuery(target.query), publicQuery(location.query))
  );
}

/**
 * The query that names a view: without `_` parameters and without `locale`, the interface language switch of
 * docs/behaviour.md §1 (a page opened with `?locale=en` is still the menu's page, and its group opens).
 */
function publicQuery(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !key.startsWith('_') && key !== 'locale'));
}

/** Each parameter the link gives is the location's; the location may give more (a section of the view). */
function givenEntriesMatch(link: Record<string, string | undefined>, location: Record<string, string | undefined>): boolean {
  return Object.entries(link).every(([key, value]) => value === undefined || location[key] === value);
}

/** Equal as maps, an undefined value counting as absent (an optional route parameter that was not given). */
function sameEntries(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? undefined) !== (b[key] ?? undefined)) return false;
  return true;
}
