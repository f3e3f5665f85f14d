import { describe, expect, it } from 'vitest';
import { toRouteLocation } from '../router/routeLocation';
import { findActiveMenuItem } from './findActiveMenuItem';
import { menuAncestorIds } from './menuAncestorIds';
import { testMenuItem as item } from './testMenuItem';

const menus = [
  item(1, null, {}, [
    item(2, '/tables/appeals'),
    item(3, '/forms/appeals'),
    item(4, null, {}, [item(5, '/tables/appeals?status=in_review'), item(6, 'tables/appeals?status=resolved&_target=self')]),
  ]),
  item(7, '/pages/dashboard'),
  item(8, 'https://example.com/tables/appeals'),
  item(9, '/forms/appeals/12'),
];
const active = (path: string) => findActiveMenuItem(menus, toRouteLocation(path))?.id ?? null;

describe('findActiveMenuItem (docs/behaviour.md §1)', () => {
  it('prefers the item named by _mid, whatever the route', () => {
    expect(active('/tables/regions?_mid=7')).toBe(7);
    expect(active('/tables/appeals?_mid=5')).toBe(5);
    expect(active('/tables/appeals?status=resolved&_mid=2')).toBe(2);
  });

  it('falls back to the route when _mid names no item', () => {
    expect(active('/tables/appeals?_mid=999')).toBe(2);
  });

  it('matches route name, params and the query without underscore parameters', () => {
    expect(active('/tables/appeals')).toBe(2);
    expect(active('/tables/appeals?_target=self&_x=1')).toBe(2);
    expect(active('/tables/appeals?locale=en')).toBe(2);
    expect(active('/tables/appeals?status=in_review&locale=ru')).toBe(5);
    expect(active('/tables/appeals?status=in_review')).toBe(5);
    expect(active('/tables/appeals?status=resolved')).toBe(6);
    expect(active('/pages/dashboard')).toBe(7);
  });

  it('needs the same params and the same non-underscore query on both sides', () => {
    expect(active('/tables/appeals?page=2')).toBeNull();
    expect(active('/tables/appeals?status=rejected')).toBeNull();
    expect(active('/tables/regions')).toBeNull();
    expect(active('/forms/appeals')).toBe(3);
    expect(active('/forms/appeals/12')).toBe(9);
    expect(active('/forms/appeals/13')).toBeNull();
  });

  it('keeps the guide and the file manager current in their sections and folders, an exact link first', () => {
    const system = [
      item(20, '/instructions'),
      item(21, '/instructions/forms'),
      item(22, '/system/file-manager'),
      item(23, '/instructions/forms?q=x'),
    ];
    const current = (path: string) => findActiveMenuItem(system, toRouteLocation(path))?.id ?? null;
    expect(current('/instructions')).toBe(20);
    expect(current('/instructions/getting-started/sign-in')).toBe(20);
    expect(current('/instructions/forms')).toBe(21);
    expect(current('/instructions/forms/saving')).toBe(21);
    expect(current('/system/file-manager/reports/2026')).toBe(22);
    // Only a sectioned route: a form's record is not its new-record link's page.
    expect(current('/instructions/forms/saving?q=y')).toBeNull();
    expect(active('/forms/appeals/13')).toBeNull();
  });

  it('never matches external links or items without a link', () => {
    expect(findActiveMenuItem([item(1, 'https://x.test/'), item(2, null)], toRouteLocation('/'))).toBeNull();
    expect(findActiveMenuItem([], toRouteLocation('/tables/a'))).toBeNull();
  });
});

describe('menuAncestorIds', () => {
  it('lists the groups to expand, outermost first', () => {
    expect(menuAncestorIds(menus, 5)).toEqual([1, 4]);
    expect(menuAncestorIds(menus, 2)).toEqual([1]);
    expect(menuAncestorIds(menus, 4)).toEqual([1]);
  });

  it('is empty for top-level and unknown items', () => {
    expect(menuAncestorIds(menus, 7)).toEqual([]);
    expect(menuAncestorIds(menus, 1)).toEqual([]);
    expect(menuAncestorIds(menus, 404)).toEqual([]);
  });
});
