import type { TableFilterOption } from '../../core/api/tableContract';

/**
 * What an option shows in the given locale (SPEC §3 Option: name, name_{locale}, display_name): the
 * locale's own name when the option has one, then its display name, then its name.
 *
 * @example
 * optionLabel({ id: 1, name: 'Тошкент', name_ru: 'Ташкент' }, 'ru'); // 'Ташкент'
 */
export function optionLabel(option: TableFilterOption, locale: string | null | undefined): string {
  const localized = locale ? option[`name_${locale}`] : undefined;
  if (typeof localized === 'string' && localized.trim()) return localized;
  if (typeof option.display_name === 'string' && option.display_name.trim()) return option.display_name;
  return String(option.name ?? option.id);
}
