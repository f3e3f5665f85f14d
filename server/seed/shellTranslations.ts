import type { ShellMessage } from '../../src/core/i18n/messages';
import { SHELL_TRANSLATIONS_EN } from './shellTranslationsEn';
import { SHELL_TRANSLATIONS_KM } from './shellTranslationsKm';
import { SHELL_TRANSLATIONS_LA } from './shellTranslationsLa';
import { SHELL_TRANSLATIONS_QQ } from './shellTranslationsQq';
import { SHELL_TRANSLATIONS_RU } from './shellTranslationsRu';

/**
 * Every shell text (src/core/i18n/messages.ts) in each non-default locale, seeded into `translations`.
 * The Uzbek Cyrillic key is itself the uz text, so uz needs no rows. The per-locale tables are typed
 * `Record<ShellMessage, string>`, so a key added to SHELL_MESSAGES fails the type check until translated.
 */
export const SHELL_TRANSLATIONS: Record<'la' | 'ru' | 'en' | 'qq' | 'km', Partial<Record<ShellMessage, string>>> = {
  la: SHELL_TRANSLATIONS_LA,
  ru: SHELL_TRANSLATIONS_RU,
  en: SHELL_TRANSLATIONS_EN,
  qq: SHELL_TRANSLATIONS_QQ,
  km: SHELL_TRANSLATIONS_KM,
};
