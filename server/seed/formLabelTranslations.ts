import type { ElementSeed, FormSeed } from './FormSeed';
import type { TranslationDictionary, TranslationRow } from './translationRows';

/**
 * Rows translating the whole of every `top|left|right|bottom` label of the given forms, part by part, so the
 * view finds the label whether it translates it whole or piece by piece. A part without Cyrillic letters
 * ('Markdown', 'ID') reads the same everywhere; a label with a part the dictionaries lack gets no row
 * for that locale (the Uzbek text shows, docs/behaviour.md §2 fallback).
 *
 * @example
 * formLabelTranslations([form], [{ en: { 'Нархи': 'Price', 'сўм': 'sum' } }]);
 * // [{ locale: 'en', key: 'Нархи|||сўм', value: 'Price|||sum' }, ...]
 */
export function formLabelTranslations(
  forms: readonly FormSeed[],
  dictionaries: readonly TranslationDictionary[],
  locales: readonly string[] = ['la', 'ru', 'en', 'qq'],
): TranslationRow[] {
  const labels = new Set<string>();
  const walk = (elements: ElementSeed[]): void =>
    elements.forEach((element) => {
      if (element.label?.includes('|')) labels.add(element.label);
      walk(element.children ?? []);
    });
  forms.forEach((form) => walk(form.elements));

  const rows: TranslationRow[] = [];
  for (const locale of locales) {
    const lookup = (text: string): string | undefined => {
      if (!/[\u0400-\u04FF]/.test(text)) return text;
      for (const dictionary of dictionaries) {
        const value = dictionary[locale]?.[text];
        if (value) return value;
      }
      return undefined;
    };
    for (const label of labels) {
      const parts = label.split('|').map((part) => (part.trim() ? lookup(part.trim()) : ''));
      if (parts.every((part) => part !== undefined)) rows.push({ locale, key: label, value: parts.join('|') });
    }
  }
  return rows;
}
