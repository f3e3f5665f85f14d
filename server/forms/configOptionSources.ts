import type { Kysely } from 'kysely';
import type { TableFilterOption } from '../../src/core/api/tableContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

type Named = { id: number; parts: string[]; suffix: string; extra?: Record<string, number> };

/** Element types that hold other elements: the only parents a form element can have. */
export const CONTAINER_ELEMENT_TYPES = ['tab_container', 'tab', 'fieldset'] as const;

/**
 * Option lists of the configuration itself, for the selects of the configuration forms (docs/configuration-pickers.md):
 * `platon_menus` (every menu item by its path, 'Group / Item', so a parent is chosen by name rather than typed
 * as an id), `platon_forms` and `platon_tables` (each by its title and name), `platon_form_containers` (every
 * form's tabs and fieldsets by label and type, with their `form_id`) and `platon_column_groups` (every table's header
 * groups by title, with their `table_id`): the parent selects filter these by the form or table being edited
 * (a related select), so a parent is picked from the same form or table. Titles are Uzbek translation keys:
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
  [
    'platon_form_containers',
    async (db) => {
      const rows = await db
        .selectFrom('form_elements')
        .select(['id', 'form_id', 'label', 'type'])
        .where('type', 'in', [...CONTAINER_ELEMENT_TYPES])
        .orderBy('form_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return localized(
        db,
        rows.map((row) => ({ id: row.id, parts: row.label ? [row.label] : [], suffix: row.type, extra: { form_id: row.form_id } })),
      );
    },
  ],
  [
    'platon_column_groups',
    async (db) => {
      // A header group is a column without a field of its own, or one that already has columns under it.
      const rows = await db
        .selectFrom('table_columns as c')
        .select(['c.id', 'c.table_id', 'c.title'])
        .where((eb) =>
          eb.or([
            eb('c.data_field', 'is', null),
            eb('c.data_field', '=', ''),
            eb.exists(eb.selectFrom('table_columns as child').select('child.id').whereRef('child.parent_id', '=', 'c.id')),
          ]),
        )
        .orderBy('c.table_id')
        .orderBy('c.level')
        .orderBy('c.position')
        .orderBy('c.id')
        .execute();
      return localized(
        db,
        rows.map((row) => ({
          id: row.id,
          parts: row.title ? [row.title] : [],
          suffix: row.title ? '' : `#${row.id}`,
          extra: { table_id: row.table_id },
        })),
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
    const option: TableFilterOption = { ...item.extra, id: item.id, name: label(item.parts, item.suffix) };
    for (const [locale, texts] of byLocale)
      option[`name_${locale}`] = label(
        item.parts.map((part) => texts.get(part) ?? part),
        item.suffix,
      );
    return option;
  });
}
