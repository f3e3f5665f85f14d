import type { Insertable } from 'kysely';
import type { MenusTable } from '../db/DatabaseSchema';
import type { MenuSeed } from './demoMenus';

/** The `menus` row of one demo menu seed (children are rows of their own). */
export function demoMenuRow(item: MenuSeed, parentId: number | null, projectId: string, sortOrder: number): Insertable<MenusTable> {
  return {
    parent_id: parentId,
    project_id: projectId,
    datasource: item.datasource ?? null,
    name: item.name,
    link: item.link ?? null,
    css_class: item.cssClass ?? null,
    css_style: null,
    badge: item.badge ?? null,
    badge_type: item.badgeType ?? null,
    has_divider_before: item.hasDividerBefore ?? false,
    is_homepage: item.isHomepage ?? false,
    is_track_menu: item.isTrackMenu ?? false,
    sort_order: sortOrder,
    permission: item.permission ?? null,
  };
}
