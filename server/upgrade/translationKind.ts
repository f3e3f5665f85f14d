import { sql } from 'kysely';
import type { VersionedKind } from './BuiltInItem';

/** `locale:key` -> its two parts (a locale has no colon; a key may). */
export function translationKey(key: string): { locale: string; key: string } {
  const at = key.indexOf(':');
  return { locale: key.slice(0, at), key: key.slice(at + 1) };
}

/** Built-in translations, one row per `locale:key`, their content the text. */
export const TRANSLATION_KIND: VersionedKind = {
  kind: 'translation',
  releaseContent: async (_trx, item) => item.source,
  async readAll(trx, keys) {
    const wanted = new Set(keys);
    const rows = await trx.selectFrom('translations').select(['locale', 'key', 'value']).execute();
    const contents = new Map<string, unknown>();
    for (const row of rows) {
      const key = `${row.locale}:${row.key}`;
      if (wanted.has(key)) contents.set(key, row.value);
    }
    return contents;
  },
  async write(trx, key, content) {
    const row = { ...translationKey(key), value: String(content) };
    await trx
      .insertInto('translations')
      .values(row)
      .onConflict((oc) => oc.columns(['locale', 'key']).doUpdateSet({ value: row.value, version: sql`translations.version + 1` }))
      .execute();
  },
};
