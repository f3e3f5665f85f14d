import type { FormOption } from '../../../core/api/formMeta';

/**
 * What an option shows in the given locale (SPEC §3 Option): its `name_{locale}` when present, else its
 * display_name, else its name (the id when even that is missing, so an option is never blank).
 *
 * @example
 * optionLabel({ id: 1, name: 'Тошкент', name_ru: 'Ташкент' }, 'ru'); // 'Ташкент'
 * optionLabel({ id: 2, name: 'Самарқанд', display_name: 'Самарқанд вилояти' }, 'uz'); // 'Самарқанд вилояти'
 */
export function optionLabel(option: FormOption, locale: string | null | undefined): string {
  const localized = locale ? option[`name_${locale}`] : undefined;
  if (typeof localized === 'string' && localized.trim()) return localized;
  if (typeof option.display_name === 'string' && option.display_name.trim()) return option.display_name;
  if (option.name !== undefined && option.name !== null && String(option.name).trim()) return String(option.name);
  return String(option.id);
}
