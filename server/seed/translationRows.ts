/** One row of the translations table. */
export interface TranslationRow {
  locale: string;
  key: string;
  value: string;
}

/** Locale -> key -> text, the shape of every seeded translation list. */
export type TranslationDictionary = Partial<Record<string, Partial<Record<string, string>>>>;

/**
 * Flattens locale -> key -> text maps into translation rows, the first map winning on a repeated key (one
 * INSERT must not name a key twice).
 *
 * @example
 * translationRows([{ en: { 'Номи': 'Name' } }]); // [{ locale: 'en', key: 'Номи', value: 'Name' }]
 */
export function translationRows(dictionaries: readonly TranslationDictionary[]): TranslationRow[] {
  const seen = new Set<string>();
  const rows: TranslationRow[] = [];
  for (const dictionary of dictionaries) {
    for (const [locale, texts] of Object.entries(dictionary)) {
      for (const [key, value] of Object.entries(texts ?? {})) {
        if (!value || seen.has(`${locale}\u0000${key}`)) continue;
        seen.add(`${locale}\u0000${key}`);
        rows.push({ locale, key, value });
      }
    }
  }
  return rows;
}
