import { describe, expect, it } from 'vitest';
import { safeNext } from './endSession';

describe('next after sign-in', () => {
  it('follows only same-origin paths', () => {
    expect(safeNext('/forms/a/1')).toBe('/forms/a/1');
    expect(safeNext('//evil.test/x')).toBe('/');
    expect(safeNext('/\\evil.test')).toBe('/');
    expect(safeNext('https://evil.test')).toBe('/');
    expect(safeNext(null, '/home')).toBe('/home');
  });

  it('judges next as a browser reads it: tabs, newlines, backslashes and dot segments cannot leave the origin', () => {
    for (const next of [
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '\t//evil.example',
      '\\evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      'https:evil.example',
      'HTTPS://evil.example',
      'javascript:alert(1)',
      ' //evil.example',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const result = safeNext(next);
      expect(new URL(result, 'https://app.example/').origin, JSON.stringify(next)).toBe('https://app.example');
      expect(result.startsWith('//')).toBe(false);
    }
    // The query of the report, decoded as URLSearchParams does.
    expect(safeNext(new URLSearchParams('next=%2F%09%2Fevil.example%2F').get('next'))).toBe('/');
  });

  it('keeps same-origin paths whole, in their normal form', () => {
    expect(safeNext('/tables/appeals?status_id=2#top')).toBe('/tables/appeals?status_id=2#top');
    expect(safeNext('/forms/a/../b')).toBe('/forms/b');
    expect(safeNext('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
