import { describe, expect, it } from 'vitest';
import { normaliseLocale, resolveLocale } from './resolveLocale';

describe('resolveLocale', () => {
  const enabled = ['uz', 'la', 'ru', 'en', 'qq'];

  it('prefers the query parameter, then the stored choice, then the default', () => {
    expect(resolveLocale({ query: 'ru', stored: 'en', enabled })).toBe('ru');
    expect(resolveLocale({ query: null, stored: 'en', enabled })).toBe('en');
    expect(resolveLocale({ enabled })).toBe('uz');
  });

  it('skips locales that are not enabled', () => {
    expect(resolveLocale({ query: 'km', stored: 'la', enabled })).toBe('la');
  });

  it('maps browser tags to shell codes', () => {
    expect(normaliseLocale('uz-Latn')).toBe('la');
    expect(normaliseLocale('ru-RU')).toBe('ru');
    expect(normaliseLocale('uz')).toBe('uz');
    expect(normaliseLocale('')).toBeNull();
  });
});
