import { sql } from 'kysely';
import type { TransferKind } from './TransferKind';

/** Longest key and text a file may carry: far beyond any label, short of a denial of service. */
const TEXT_MAX = 100_000;

/**
 * Translations move by language: one record per locale, its content `{ key: text }`. An import adds and
 * corrects the file's keys and leaves the others of that language as they are.
 */
export const TRANSLATION_TRANSFER_KIND: TransferKind = {
  kind: 'translations',
  title: 'Таржималар',
  async list(db) {
    const { rows } = await sql<{ locale: string; count: number | string }>`
      SELECT locale, count(*) AS count FROM translations GROUP BY locale ORDER BY locale`.execute(db);
    return rows.map((row) => ({ key: row.locale, title: `${row.locale} (${Number(row.count)})` }));
  },
  async read(db, locale) {
    const rows = await db.selectFrom('translations').select(['key', 'value']).where('locale', '=', locale).orderBy('key').execute();
    return rows.length ? Object.fromEntries(rows.map((row) => [row.key, row.value])) : undefined;
  },
  async check(_db, locale, content) {
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) return 'locale';
    if (typeof content !== 'object' || content === null || Array.isArray(content)) return locale;
    for (const [key, value] of Object.entries(content)) {
      if (!key || key.length > TEXT_MAX || typeof value !== 'string' || value.length > TEXT_MAX || /\u0000/.test(key + value)) {
        return `${locale}: ${key.slice(0, 80)}`;
      }
    }
    return null;
  },
  async compare(db, locale, content) {
    const texts = content as Record<string, string>;
    const keys = Object.keys(texts);
    const rows = keys.length
      ? await db.selectFrom('translations').select(['key', 'value']).where('locale', '=', locale).where('key', 'in', keys).execute()
      : [];
    const existing = await db.selectFrom('translations').select('id').where('locale', '=', locale).limit(1).executeTakeFirst();
    if (!existing) return 'create';
    const current = new Map(rows.map((row) => [row.key, row.value]));
    return keys.every((key) => current.get(key) === texts[key]) ? 'same' : 'change';
  },
  async write(trx, locale, content) {
    const rows = Object.entries(content as Record<string, string>).map(([key, value]) => ({ locale, key, value }));
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto('translations')
        .values(rows.slice(start, start + 500))
        .onConflict((oc) =>
          oc.columns(['locale', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), version: sql`translations.version + 1` })),
        )
        .execute();
    }
  },
  titleOf: (locale) => locale,
};
