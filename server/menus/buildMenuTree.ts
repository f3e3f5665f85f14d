import type { Selectable } from 'kysely';
import type { MenuItem } from '../../src/core/api/contract';
import type { MenusTable } from '../db/DatabaseSchema';

/**
 * Nests flat menu rows (already ordered by sort_order, id) into the contract's tree. A row with a permission
 * the user lacks is left out together with everything under it; rows whose parent is missing are dropped
 * rather than promoted to the top level, so hiding a group never leaks its children.
 */
export function buildMenuTree(rows: Selectable<MenusTable>[], permissions: readonly string[]): MenuItem[] {
  const held = new Set(permissions);
  const visible = rows.filter((row) => row.permission === null || row.permission === '' || held.has(row.permission));
  const nodes = new Map<number, MenuItem>(visible.map((row) => [row.id, toMenuItem(row)]));
  const roots: MenuItem[] = [];
  for (const row of visible) {
    const node = nodes.get(row.id)!;
    if (row.parent_id === null) roots.push(node);
    else nodes.get(row.parent_id)?.children.push(node);
  }
  return roots;
}

function toMenuItem(row: Selectable<MenusTable>): MenuItem {
  return {
    id: row.id,
    projectId: row.project_id,
    datasource: row.datasource,
    name: row.name,
    link: row.link,
    cssClass: row.css_class,
    cssStyle: row.css_style,
    badge: row.badge,
    badgeType: row.badge_type,
    hasDividerBefore: row.has_divider_before,
    isHomepage: row.is_homepage,
    isTrackMenu: row.is_track_menu,
    children: [],
  };
}
