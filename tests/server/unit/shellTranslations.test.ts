import { describe, expect, it } from 'vitest';
import { SHELL_MESSAGES } from '../../../src/core/i18n/messages';
import { SHELL_TRANSLATIONS } from '../../../server/seed/shellTranslations';

describe('SHELL_TRANSLATIONS', () => {
  it.each(['la', 'ru', 'en', 'qq'] as const)('%s translates exactly the shell messages', (locale) => {
    expect(Object.keys(SHELL_TRANSLATIONS[locale]).sort()).toEqual([...SHELL_MESSAGES].sort());
  });

  it('km covers the sign-in texts', () => {
    expect(Object.keys(SHELL_TRANSLATIONS.km)).toEqual(expect.arrayContaining(SHELL_MESSAGES.slice(0, 20)));
  });

  it('keeps the placeholders', () => {
    for (const [locale, texts] of Object.entries(SHELL_TRANSLATIONS)) {
      for (const [key, value] of Object.entries(texts)) {
        expect(value?.match(/\{\d\}/g) ?? [], `${locale}: ${key}`).toEqual(key.match(/\{\d\}/g) ?? []);
      }
    }
  });

  it('la and qq are Latin script, with no Cyrillic left over', () => {
    for (const locale of ['la', 'qq'] as const) {
      for (const value of Object.values(SHELL_TRANSLATIONS[locale])) expect(value).not.toMatch(/[\u0400-\u04FF]/);
    }
  });
});
