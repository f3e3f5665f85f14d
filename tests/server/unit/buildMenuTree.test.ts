import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '../../../server/menus/buildMenuTree';

function row(id: number, parent_id: number | null, permission: string | null = null) {
  return {
    id,
    parent_id,
    permission,
    name: `m${id}`,
    project_id: 'p',
    datasource: null,
    link: null,
    css_class: null,
    css_style: null,
    badge: null,
    badge_type: null,
    has_divider_before: false,
    is_homepage: false,
    is_track_menu: false,
    sort_order: id,
    version: 1,
  };
}

describe('buildMenuTree', () => {
  it('nests rows and keeps their order', () => {
    const tree = buildMenuTree([row(1, null), row(2, 1), row(3, 2), row(4, null)], []);
    expect(tree.map((item) => item.id)).toEqual([1, 4]);
    expect(tree[0].children[0].children[0].id).toBe(3);
  });

  it('drops a guarded row with its whole subtree, unless the permission is held', () => {
    const rows = [row(1, null, 'x.admin'), row(2, 1), row(3, 2), row(4, null)];
    expect(buildMenuTree(rows, []).map((item) => item.id)).toEqual([4]);
    expect(buildMenuTree(rows, ['x.admin'])[0].children[0].children[0].id).toBe(3);
  });
});
