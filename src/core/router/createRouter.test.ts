import { describe, expect, it } from 'vitest';
import { createRouter } from './createRouter';
import { toRouteLocation } from './routeLocation';

describe('route table (docs/behaviour.md §1)', () => {
  it.each([
    ['/', 'home', {}],
    ['/tables/appeals', 'table', { name: 'appeals' }],
    ['/forms/appeals', 'form', { name: 'appeals', id: undefined }],
    ['/forms/appeals/12', 'form', { name: 'appeals', id: '12' }],
    ['/pages/dashboard', 'page', { name: 'dashboard' }],
    ['/public/forms/appeal/3', 'public-form', { name: 'appeal', id: '3' }],
    ['/system/profile', 'profile-page', {}],
    ['/system/logout', 'system', { path: 'logout' }],
    ['/system/file-manager/a/b', 'file-manager', { path: 'a/b' }],
    ['/instructions/x/y', 'instructions', { main: 'x', sub: 'y' }],
    ['/404', '404', {}],
    ['/no/such/thing', 'not-found', { path: 'no/such/thing' }],
  ])('%s is %s', (path, name, params) => {
    const location = toRouteLocation(path);
    expect(location.route.name).toBe(name);
    expect(location.params).toEqual(params);
  });

  it('has demo routes only in demo mode', () => {
    expect(toRouteLocation('/demo/test-table', true).route.name).toBe('demo-test-table');
    expect(toRouteLocation('/demo/test-table', false).route.name).toBe('not-found');
  });
});

describe('createRouter', () => {
  it('navigates in memory, notifies subscribers, and ignores duplicate navigation', () => {
    const router = createRouter({ mode: 'memory', basePath: '/', initialPath: '/tables/a' });
    const seen: string[] = [];
    router.subscribe((l) => seen.push(l.fullPath));
    expect(router.navigate('/forms/a/1?_mid=3')).toBe(true);
    expect(router.getLocation()).toMatchObject({ path: '/forms/a/1', query: { _mid: '3' } });
    expect(router.navigate('/forms/a/1?_mid=3')).toBe(false);
    expect(seen).toEqual(['/forms/a/1?_mid=3']);
    router.back();
    expect(router.getLocation().fullPath).toBe('/tables/a');
    router.destroy();
  });
});
