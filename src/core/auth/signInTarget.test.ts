import { describe, expect, it } from 'vitest';
import { loginHref, signInTarget } from './signInTarget';

const config = { loginUrl: null, appUrl: null, apiBase: '/api/', basePath: '/' };

describe('where a visitor without a session signs in', () => {
  it('keeps the original path in next', () => {
    expect(loginHref('/auth/user', '/tables/a?b=1')).toBe('/auth/user?next=%2Ftables%2Fa%3Fb%3D1');
    expect(loginHref('/auth/user?x=1', '/')).toBe('/auth/user?x=1&next=%2F');
  });

  it('goes to an explicit login-url with next, whoever asks', () => {
    const explicit = { ...config, loginUrl: 'https://sso.example/login' };
    const expected = { kind: 'redirect', href: 'https://sso.example/login?next=%2Fportal.html%3Fa%3D1%23top' };
    expect(signInTarget(explicit, 'element', 'https://portal.example/portal.html?a=1#top')).toEqual(expected);
    expect(signInTarget(explicit, 'history-app', 'https://portal.example/portal.html?a=1#top')).toEqual(expected);
  });

  it('waits on the page that login-url names: its own sign-in form is there', () => {
    const self = { ...config, loginUrl: '/examples/shared-session.html' };
    expect(signInTarget(self, 'element', 'https://app.example/examples/shared-session.html?x=1')).toEqual({ kind: 'here' });
  });

  it('without login-url, sends <platon-app> in history mode to /auth/user of the application (docs/behaviour.md §1)', () => {
    expect(signInTarget(config, 'history-app', 'https://app.example/tables/appeals?page=2')).toEqual({
      kind: 'redirect',
      href: '/auth/user?next=%2Ftables%2Fappeals%3Fpage%3D2',
    });
    expect(signInTarget(config, 'history-app', 'https://app.example/auth/user')).toEqual({ kind: 'here' });
  });

  it('without login-url, signs in in place everywhere else: standalone elements, and an app whose sign-in page is on another origin', () => {
    expect(signInTarget(config, 'element', 'https://app.example/examples/table-portal.html')).toEqual({ kind: 'in-place' });
    const crossOrigin = { ...config, apiBase: 'https://platon.example/api/' };
    expect(signInTarget(crossOrigin, 'history-app', 'https://portal.example/registry')).toEqual({ kind: 'in-place' });
    expect(signInTarget({ ...config, appUrl: 'https://platon.example/' }, 'history-app', 'https://portal.example/x')).toEqual({
      kind: 'in-place',
    });
  });
});
