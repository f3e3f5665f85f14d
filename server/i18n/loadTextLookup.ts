import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE } from '../../src/core/api/contract';
import type { TextLookup } from '../../src/core/i18n/TextLookup';
import { mapTextLookup } from '../../src/core/i18n/mapTextLookup';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/**
 * The translations of `texts` in `locale` from the translations table, as a TextLookup (docs/behaviour.md §2: the key is
 * the Uzbek text, a missing one shows it). One query for just the texts a response needs; the default
 * locale needs none.
 *
 * @example
 * const lookup = await loadTextLookup(db, 'en', ['Сана', 'Ҳудуд']);
 * lookup('Сана'); // 'Date'
 */
export async function loadTextLookup(
  db: Kysely<DatabaseSchema>,
  locale: string,
  texts: Iterable<string | null | undefined>,
): Promise<TextLookup> {
  const keys = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    keys.add(text);
    // Label parts (docs/behaviour.md §5 'top|left|right|bottom') are translated one by one, and texts trimmed.
    for (const part of text.split('|')) if (part.trim()) keys.add(part.trim());
  }
  if (locale === DEFAULT_LOCALE || keys.size === 0) return (text) => text;
  const rows = await db
    .selectFrom('translations')
    .select(['key', 'value'])
    .where('locale', '=', locale)
    .where('key', 'in', [...keys])
    .execute();
  return mapTextLookup(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}
