import { describe, expect, it } from 'vitest';
import { call24ShownOn, pathMatches } from './call24ShownOn';

const user = { signedIn: true, admin: false };

describe('call24ShownOn', () => {
  const settings = { enabled: true, pages: ['/tables/*', '/forms/**'], excludePages: ['/tables/secret'] };

  it('shows the widget only on the pages the rules allow', () => {
    expect(call24ShownOn(settings, '/tables/appeals', user)).toBe(true);
    expect(call24ShownOn(settings, '/tables/appeals?page=2', user)).toBe(true);
    expect(call24ShownOn(settings, '/forms/appeal/12', user)).toBe(true);
    expect(call24ShownOn(settings, '/forms/appeal', user)).toBe(true);
    expect(call24ShownOn(settings, '/async', user)).toBe(false);
    expect(call24ShownOn(settings, '/tables/secret', user)).toBe(false);
  });

  it('lets administrators skip the page rules (docs/behaviour.md §2), but not the switch or the sign-in', () => {
    expect(call24ShownOn(settings, '/async', { signedIn: true, admin: true })).toBe(true);
    expect(call24ShownOn(settings, '/tables/secret', { signedIn: true, admin: true })).toBe(true);
    expect(call24ShownOn({ ...settings, enabled: false }, '/tables/appeals', { signedIn: true, admin: true })).toBe(false);
    expect(call24ShownOn(settings, '/tables/appeals', { signedIn: false, admin: false })).toBe(false);
  });

  it('shows on every page when no pages are listed, and nowhere when not enabled', () => {
    expect(call24ShownOn({ enabled: true }, '/system/profile', user)).toBe(true);
    expect(call24ShownOn({}, '/system/profile', user)).toBe(false);
  });
});

describe('pathMatches', () => {
  it('reads * as one segment and ** as any depth', () => {
    expect(pathMatches('/tables/*', '/tables/a')).toBe(true);
    expect(pathMatches('/tables/*', '/tables/a/b')).toBe(false);
    expect(pathMatches('/tables/**', '/tables/a/b')).toBe(true);
    expect(pathMatches('/tables/**', '/tables')).toBe(true);
    expect(pathMatches('/system/profile/', '/system/profile')).toBe(true);
    expect(pathMatches('/a.b', '/aXb')).toBe(false);
    expect(pathMatches('/', '/')).toBe(true);
  });
});
