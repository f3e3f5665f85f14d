import { describe, expect, it } from 'vitest';
import { loginHref, safeNext } from './endSession';

describe('login redirects', () => {
  it('keeps the original path in next', () => {
    expect(loginHref('/auth/user', '/tables/a?b=1')).toBe('/auth/user?next=%2Ftables%2Fa%3Fb%3D1');
    expect(loginHref('/auth/user?x=1', '/')).toBe('/auth/user?x=1&next=%2F');
  });

  it('follows only same-origin paths', () => {
    expect(safeNext('/forms/a/1')).toBe('/forms/a/1');
    expect(safeNext('//evil.test/x')).toBe('/');
    expect(safeNext('/\\evil.test')).toBe('/');
    expect(safeNext('https://evil.test')).toBe('/');
    expect(safeNext(null, '/home')).toBe('/home');
  });
});
