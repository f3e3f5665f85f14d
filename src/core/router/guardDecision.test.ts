import { describe, expect, it } from 'vitest';
import { decideGuard } from './guardDecision';

const anonymous = { token: null, authenticated: false, hasMain: true };
const signedIn = { token: 't', authenticated: true, hasMain: true };

describe('decideGuard', () => {
  it('lets public and auth:false routes through without a token', () => {
    expect(decideGuard({ fullPath: '/public/forms/x', meta: { publicRoute: true } }, anonymous)).toEqual({ kind: 'allow' });
    expect(decideGuard({ fullPath: '/demo/x', meta: { auth: false } }, anonymous)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to login with the original path as next', () => {
    expect(decideGuard({ fullPath: '/tables/appeals?page=2' }, anonymous)).toEqual({ kind: 'login', next: '/tables/appeals?page=2' });
  });

  it('loads the user when a token exists but the session is not authenticated', () => {
    expect(decideGuard({ fullPath: '/tables/a' }, { ...signedIn, authenticated: false })).toEqual({ kind: 'load-user' });
  });

  it('opens home when the project has a main page, otherwise the profile page', () => {
    expect(decideGuard({ name: 'home', fullPath: '/' }, anonymous)).toEqual({ kind: 'allow' });
    expect(decideGuard({ name: 'home', fullPath: '/' }, signedIn)).toEqual({ kind: 'allow' });
    expect(decideGuard({ name: 'home', fullPath: '/' }, { ...signedIn, hasMain: false })).toEqual({
      kind: 'redirect',
      to: '/system/profile',
    });
  });

  it('allows a signed-in user', () => {
    expect(decideGuard({ fullPath: '/tables/a' }, signedIn)).toEqual({ kind: 'allow' });
  });
});
