/** What optionLabel reads of an option: a form's choice or a table filter's (docs/behaviour.md §2 Option). */
export interface LabelledOption {
  /** Absent only on a table filter's option from a data source without an id column (tableFilterOptionSchema). */
  id?: string | number;
  name?: unknown;
  display_name?: unknown;
  /** name_uz, name_ru...: the name in a locale, preferred over `name` when present. */
  [field: string]: unknown;
}

/**
 * What an option shows in the given locale (docs/behaviour.md §2 Option), the same in a form's select and a table's
 * filter: its `name_{locale}` when present, else its display_name, else its name, and the id when the name
 * is missing or blank, so an option is never shown as an empty line.
 *
 * @example
 * optionLabel({ id: 1, name: 'Тошкент', name_ru: 'Ташкент' }, 'ru'); // 'Ташкент'
 * optionLabel({ id: 2, name: 'Самарқанд', display_name: 'Самарқанд вилояти' }, 'uz'); // 'Самарқанд вилояти'
 * optionLabel({ id: 7, name: ' ' }, 'uz'); // '7'
 */
export function optionLabel(option: LabelledOption, locale: string | null | undefined): string {
  const localized = locale ? option[`name_${locale}`] : undefined;
  if (typeof localized === 'string' && localized.trim()) return localized;
  if (typeof option.display_name === 'string' && option.display_name.trim()) return option.display_name;
  if (option.name !== undefined && option.name !== null && String(option.name).trim()) return String(option.name);
  return String(option.id);
}
