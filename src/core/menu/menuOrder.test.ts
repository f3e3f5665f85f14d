// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '../api/contract';
import { applyMenuOrder } from './applyMenuOrder';
import { menuPreferences } from './menuPreferences';
import { menuSiblingIds } from './menuSiblingIds';
import { moveMenuItem } from './moveMenuItem';
import { testMenuItem as item } from './testMenuItem';

const menus = [item(1, null, {}, [item(11, '/a'), item(12, '/b'), item(13, '/c')]), item(2, '/d'), item(3, '/e')];
const ids = (items: MenuItem[]) => items.map((i) => i.id);

describe('applyMenuOrder', () => {
  it('keeps the server order without a saved order', () => {
    const shown = applyMenuOrder(menus, {});
    expect(ids(shown)).toEqual([1, 2, 3]);
    expect(ids(shown[0].children)).toEqual([11, 12, 13]);
  });

  it('sorts each sibling list by its saved ids, unknown items after in server order, gone ids ignored', () => {
    const shown = applyMenuOrder(menus, { root: [3, 99, 1], '1': [13, 11] });
    expect(ids(shown)).toEqual([3, 1, 2]);
    expect(ids(shown[1].children)).toEqual([13, 11, 12]);
  });

  it('does not change its input', () => {
    applyMenuOrder(menus, { root: [3, 2, 1], '1': [13, 12, 11] });
    expect(ids(menus)).toEqual([1, 2, 3]);
    expect(ids(menus[0].children)).toEqual([11, 12, 13]);
  });
});

describe('moveMenuItem', () => {
  it('moves an item among its siblings and records that parent’s full order', () => {
    const order = moveMenuItem(applyMenuOrder(menus, {}), {}, 13, 0);
    expect(order).toEqual({ '1': [13, 11, 12] });
    expect(ids(applyMenuOrder(menus, order)[0].children)).toEqual([13, 11, 12]);
  });

  it('moves top-level items under the root key and keeps other parents’ orders', () => {
    const before = { '1': [12, 11, 13] };
    const order = moveMenuItem(applyMenuOrder(menus, before), before, 1, 2);
    expect(order).toEqual({ '1': [12, 11, 13], root: [2, 3, 1] });
  });

  it('clamps the target and returns the same order when nothing moves', () => {
    const order = {};
    expect(moveMenuItem(menus, order, 3, 10)).toBe(order);
    expect(moveMenuItem(menus, order, 1, -5)).toBe(order);
    expect(moveMenuItem(menus, order, 404, 0)).toBe(order);
    expect(moveMenuItem(menus, order, 2, 99)).toEqual({ root: [1, 3, 2] });
  });

  it('moves one step at a time from the order as shown (keyboard Alt+Arrow)', () => {
    let order = {};
    order = moveMenuItem(applyMenuOrder(menus, order), order, 11, 1);
    order = moveMenuItem(applyMenuOrder(menus, order), order, 11, 2);
    expect(ids(applyMenuOrder(menus, order)[0].children)).toEqual([12, 13, 11]);
  });
});

describe('menuPreferences (local storage menuOrder, isDraggingAllowed)', () => {
  beforeEach(() => localStorage.clear());

  it('saves, reads and resets the order under menuOrder', () => {
    menuPreferences.writeOrder({ root: [3, 1], '1': [12] });
    expect(JSON.parse(localStorage.getItem('menuOrder')!)).toEqual({ root: [3, 1], '1': [12] });
    expect(menuPreferences.readOrder()).toEqual({ root: [3, 1], '1': [12] });
    menuPreferences.resetOrder();
    expect(localStorage.getItem('menuOrder')).toBeNull();
    expect(menuPreferences.readOrder()).toEqual({});
  });

  it('reads a damaged value as no order', () => {
    localStorage.setItem('menuOrder', '[1,2]');
    expect(menuPreferences.readOrder()).toEqual({});
    localStorage.setItem('menuOrder', '{"root":[1,"x",2.5,3],"2":"no"}');
    expect(menuPreferences.readOrder()).toEqual({ root: [1, 3] });
    localStorage.setItem('menuOrder', 'not json');
    expect(menuPreferences.readOrder()).toEqual({});
  });

  it('keeps the lock state under isDraggingAllowed, locked by default', () => {
    expect(menuPreferences.readDraggingAllowed()).toBe(false);
    menuPreferences.writeDraggingAllowed(true);
    expect(localStorage.getItem('isDraggingAllowed')).toBe('true');
    expect(menuPreferences.readDraggingAllowed()).toBe(true);
    menuPreferences.writeDraggingAllowed(false);
    expect(menuPreferences.readDraggingAllowed()).toBe(false);
  });
});

describe('menuSiblingIds', () => {
  it('lists an item and its siblings in the order given', () => {
    expect(menuSiblingIds(menus, 12)).toEqual([11, 12, 13]);
    expect(menuSiblingIds(menus, 2)).toEqual([1, 2, 3]);
    expect(menuSiblingIds(menus, 404)).toEqual([]);
  });
});
