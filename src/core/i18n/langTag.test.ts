import { describe, expect, it } from 'vitest';
import { KNOWN_LOCALES } from '../api/contract';
import { langTag } from './langTag';

describe('langTag', () => {
  it('maps every shell locale to a valid BCP 47 tag', () => {
    expect(KNOWN_LOCALES.map(langTag)).toEqual(['uz-Cyrl', 'uz-Latn', 'ru', 'en', 'kaa', 'km']);
    // Intl refuses ill-formed tags; 'qq' is well-formed but no language, which is why it maps to 'kaa'.
    for (const locale of KNOWN_LOCALES) expect(Intl.getCanonicalLocales(langTag(locale))).toEqual([langTag(locale)]);
  });

  it('never hands out the wire code qq, and falls back to Uzbek Cyrillic for nonsense', () => {
    expect(langTag('qq')).not.toBe('qq');
    expect(langTag('QQ')).toBe('kaa');
    expect(langTag('uz-latn')).toBe('uz-Latn');
    expect(langTag('')).toBe('uz-Cyrl');
    expect(langTag(null)).toBe('uz-Cyrl');
    expect(langTag('<script>')).toBe('uz-Cyrl');
    expect(langTag('de')).toBe('de');
  });
});
