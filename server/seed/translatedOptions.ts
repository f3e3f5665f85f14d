import type { FormOption } from '../../src/core/api/formMeta';
import type { AreaTranslations } from './translations/AreaTranslations';

/**
 * Select options named in Uzbek with their name in every other locale beside it (`name_{locale}`, which the
 * select shows in the reader's language): a choice between codes a user should not have to read ('legal').
 *
 * @example
 * translatedOptions({ legal: 'Фақат юридик шахс калитлари' }, USER_ADMIN_TRANSLATIONS); // [{ id: 'legal', name: '...', name_en: 'Legal entities’ keys only', ... }]
 */
export function translatedOptions<Key extends string>(
  names: Readonly<Record<string, Key>>,
  translations: AreaTranslations<Key>,
): FormOption[] {
  return Object.entries(names).map(([id, name]) => ({
    id,
    name,
    ...Object.fromEntries(
      Object.entries(translations).flatMap(([locale, texts]: [string, Partial<Record<Key, string>>]) =>
        texts[name] ? [[`name_${locale}`, texts[name]]] : [],
      ),
    ),
  }));
}
