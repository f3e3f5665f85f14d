import type { FormOption } from '../../src/core/api/formMeta';
import { PROJECT_SETTINGS_TRANSLATIONS } from './projectSettingsTranslations';

/** The interface languages by code, named in Uzbek (translation keys of PROJECT_SETTINGS_TRANSLATIONS). */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  uz: 'Ўзбекча',
  la: 'Ўзбекча (лотин)',
  ru: 'Русча',
  en: 'Инглизча',
  qq: 'Қорақалпоқча',
  km: 'Кхмерча',
};

/**
 * The interface languages (docs/behaviour.md §2) as select options, named in Uzbek with the name in each other enabled
 * locale beside it (`name_{locale}`, which the select shows in the user's language): the project settings' and
 * the users form's language selects.
 *
 * @example
 * LANGUAGE_OPTIONS[2]; // { id: 'ru', name: 'Русча', name_la: 'Ruscha', name_ru: 'Русский', name_en: 'Russian', ... }
 */
export const LANGUAGE_OPTIONS: FormOption[] = Object.entries(LANGUAGE_NAMES).map(([id, name]) => ({
  id,
  name,
  ...Object.fromEntries(Object.entries(PROJECT_SETTINGS_TRANSLATIONS).map(([locale, texts]) => [`name_${locale}`, texts?.[name]])),
}));
