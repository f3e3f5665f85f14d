import { describe, expect, it } from 'vitest';
import { homeTarget } from './homeTarget';
import { testMenuItem } from './testMenuItem';

const item = testMenuItem;

describe('homeTarget (docs/behaviour.md §1)', () => {
  it('prefers the item flagged isHomepage, at any depth', () => {
    const menus = [item(1, '/tables/a'), item(2, null, {}, [item(3, '/pages/dash', { isHomepage: true })])];
    expect(homeTarget(menus, '/pages/x')).toBe('/pages/dash?_mid=3');
  });

  it('then the configured redirect, then the first tables/ link', () => {
    const menus = [item(1, '/pages/p'), item(2, 'tables/b')];
    expect(homeTarget(menus, '/pages/x')).toBe('/pages/x');
    expect(homeTarget(menus, null)).toBe('/tables/b?_mid=2');
    expect(homeTarget([item(1, '/pages/p')], null)).toBeNull();
  });
});
