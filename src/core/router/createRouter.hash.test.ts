// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createRouter, isHashRoute, type Router } from './createRouter';

/** Lets the history library flush its queued push and the browser fire its events. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("hash mode and the host page's own anchors", () => {
  let router: Router | null = null;
  afterEach(() => {
    router?.destroy();
    router = null;
    history.replaceState(null, '', '/host.html');
  });

  it('tells routes from anchors', () => {
    expect(['', '#', '#/', '#/tables/appeals?page=2'].map(isHashRoute)).toEqual([true, true, true, true]);
    expect(['#top', '#section-2', '#!/x', '#tables'].map(isHashRoute)).toEqual([false, false, false, false]);
  });

  it('stays on its route when the host sets location.hash to an anchor, and follows routes again after', async () => {
    history.replaceState(null, '', '/host.html#/tables/appeals');
    router = createRouter({ mode: 'hash', basePath: '/' });
    const seen: string[] = [];
    router.subscribe((location) => seen.push(location.fullPath));
    expect(router.getLocation().route.name).toBe('table');

    location.hash = '#top';
    await settle();
    expect(router.getLocation()).toMatchObject({ path: '/tables/appeals', route: { name: 'table' } });
    expect(location.hash).toBe('#top');
    expect(seen).toEqual([]);

    expect(router.navigate('/forms/appeals/3')).toBe(true);
    await settle();
    expect(location.hash).toBe('#/forms/appeals/3');
    expect(router.getLocation().route.name).toBe('form');
  });

  it('opens home, not the not-found page, when the page is opened at an anchor', () => {
    history.replaceState(null, '', '/host.html#top');
    router = createRouter({ mode: 'hash', basePath: '/' });
    expect(router.getLocation()).toMatchObject({ path: '/', route: { name: 'home' } });
  });
});
