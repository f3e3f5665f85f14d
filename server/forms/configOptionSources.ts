import type { Kysely } from 'kysely';
import type { TableFilterOption } from '../../src/core/api/tableContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

type Named = { id: number; parts: string[]; suffix: string };

/**
 * Option lists of the configuration itself, for the selects of the configuration forms (docs/configuration-pickers.md):
 * `platon_menus` (every menu item by its path, 'Group / Item', so a parent is chosen by name rather than typed
 * as an id), `platon_forms` and `platon_tables` (each by its title and name). Titles are Uzbek translation keys:
 * each option carries `name_{locale}` in every locale that translates them, which the select shows.
 *
 * @example
 * await CONFIG_OPTION_SOURCES.get('platon_menus')!(db); // [{ id: 1, name: 'Бошқарув', name_en: 'Administration' }, { id: 2, name: 'Бошқарув / Роллар', ... }]
 */
export const CONFIG_OPTION_SOURCES = new Map<string, (db: Kysely<DatabaseSchema>) => Promise<TableFilterOption[]>>([
  ['platon_menus', menuOptions],
  [
    'platon_forms',
    async (db) => {
      const rows = await db.selectFrom('forms').select(['id', 'name', 'title']).orderBy('name').execute();
      return localized(
        db,
        rows.map((row) => ({ id: row.id, parts: row.title ? [row.title] : [], suffix: row.name })),
      );
    },
  ],
  [
    'platon_tables',
    async (db) => {
      const rows = await db.selectFrom('tables').select(['id', 'name', 'title']).orderBy('name').execute();
      return localized(
        db,
        rows.map((row) => ({ id: row.id, parts: row.title ? [row.title] : [], suffix: row.name })),
      );
    },
  ],
]);

async function menuOptions(db: Kysely<DatabaseSchema>): Promise<TableFilterOption[]> {
  const rows = await db.selectFrom('menus').select(['id', 'parent_id', 'name']).orderBy('sort_order').orderBy('id').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path = (id: number): string[] => {
    const names: string[] = [];
    // A parent cycle in old data stops the walk instead of looping.
    for (
      let row = byId.get(id), seen = new Set<number>();
      row && !seen.has(row.id);
      row = row.parent_id === null ? undefined : byId.get(row.parent_id)
    ) {
      seen.add(row.id);
      names.unshift(row.name);
    }
    return names;
  };
  const named = rows.map((row) => ({ id: row.id, parts: path(row.id), suffix: '' }));
  named.sort((a, b) => a.parts.join(' / ').localeCompare(b.parts.join(' / ')));
  return localized(db, named);
}

/** Options named by their parts joined with ' / ' (and the suffix in brackets), in Uzbek and each translating locale. */
async function localized(db: Kysely<DatabaseSchema>, named: readonly Named[]): Promise<TableFilterOption[]> {
  const keys = [...new Set(named.flatMap((item) => item.parts))];
  const rows = keys.length ? await db.selectFrom('translations').select(['locale', 'key', 'value']).where('key', 'in', keys).execute() : [];
  const byLocale = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const texts = byLocale.get(row.locale) ?? new Map<string, string>();
    texts.set(row.key, row.value);
    byLocale.set(row.locale, texts);
  }
  const label = (parts: readonly string[], suffix: string) => {
    const title = parts.join(' / ');
    if (!suffix) return title;
    return title && title !== suffix ? `${title} (${suffix})` : suffix;
  };
  return named.map((item) => {
    const option: TableFilterOption = { id: item.id, name: label(item.parts, item.suffix) };
    for (const [locale, texts] of byLocale)
      option[`name_${locale}`] = label(
        item.parts.map((part) => texts.get(part) ?? part),
        item.suffix,
      );
    return option;
  });
}
