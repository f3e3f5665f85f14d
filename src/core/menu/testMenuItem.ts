import type { MenuItem } from '../api/contract';

/** Tests only: a menu item with every contract field, overridable. */
export function testMenuItem(id: number, link: string | null, extra: Partial<MenuItem> = {}, children: MenuItem[] = []): MenuItem {
  return {
    id,
    projectId: 'appeals',
    datasource: null,
    name: `item ${id}`,
    link,
    cssClass: null,
    cssStyle: null,
    badge: null,
    badgeType: null,
    hasDividerBefore: false,
    isHomepage: false,
    isTrackMenu: false,
    children,
    ...extra,
  };
}
