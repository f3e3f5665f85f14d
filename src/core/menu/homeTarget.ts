import type { MenuItem } from '../api/contract';

/**
 * Where `/` leads a signed-in user (docs/behaviour.md §1): the menu item flagged isHomepage, else the configured home
 * redirect, else the first link under `tables/`. Null when there is nowhere to go.
 *
 * @example
 * homeTarget(menus, null); // '/tables/appeals'
 */
export function homeTarget(menus: readonly MenuItem[], homeRedirect: string | null): string | null {
  const items = flatten(menus);
  const homepage = items.find((item) => item.isHomepage && item.link);
  if (homepage?.link) return withId(homepage);
  if (homeRedirect) return homeRedirect;
  const firstTable = items.find((item) => item.link && /^\/?tables\//.test(item.link));
  return firstTable ? withId(firstTable) : null;
}

function withId(item: MenuItem): string {
  const link = item.link!.startsWith('/') ? item.link! : `/${item.link}`;
  return `${link}${link.includes('?') ? '&' : '?'}_mid=${item.id}`;
}

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}
