import { sql, type Kysely } from 'kysely';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { RuntimeForm } from '../forms/runtimeForm';
import type { OptionLookup } from './importCellValue';

/** Which of `id` and `name` a select's data source table has (a failing query would abort the caller's transaction). */
async function sourceColumns(db: Kysely<DatabaseSchema>, dataSource: string): Promise<{ id: boolean; name: boolean }> {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = 'app' AND table_name = ${dataSource} AND column_name IN ('id', 'name')`.execute(db);
  const has = (column: string) => rows.some((row) => row.column_name === column);
  return { id: has('id'), name: has('name') };
}

/**
 * A select's option id by its name (the name a person types in a spreadsheet): the form's own options first,
 * then its data source's `name` column. Looked up once per element and name.
 *
 * @example
 * await optionLookup(trx, form)(regionElement, 'Тошкент шаҳри'); // 11
 */
export function optionLookup(db: Kysely<DatabaseSchema>, form: RuntimeForm): OptionLookup {
  const cache = new Map<string, Promise<string | number | null>>();
  return (element, name) => {
    const key = `${element.id}\u0000${name.toLowerCase()}`;
    let found = cache.get(key);
    if (!found) {
      found = (async () => {
        const wanted = name.toLowerCase();
        const option = element.data?.find((item) => String(item.id) === name || item.name.toLowerCase() === wanted);
        if (option) return option.id;
        const dataSource = form.dataSources.get(element.id);
        if (!dataSource) return null;
        const has = await sourceColumns(db, dataSource);
        // A data source without a name column is matched by id only.
        if (!has.id) return null;
        // lower() on both sides and the exact name too: a database created with the C locale lowers only
        // ASCII letters, so lowering the name here in JavaScript would miss every Cyrillic name there.
        const byName = has.name ? sql`name::text = ${name} OR lower(name::text) = lower(${name}) OR ` : sql``;
        const exactFirst = has.name ? sql`(name::text = ${name}) DESC, ` : sql``;
        const { rows } = await sql<{ id: string | number }>`
          SELECT id FROM ${sql.id('app', dataSource)} WHERE ${byName}id::text = ${name}
          ORDER BY ${exactFirst}id LIMIT 1`.execute(db);
        return rows[0]?.id ?? null;
      })();
      cache.set(key, found);
    }
    return found;
  };
}

/**
 * The other way: a select's option name by its id, for files written to be read back (the import's sample),
 * so that they carry what a person would type and what the import's note promises. Null when it has none.
 *
 * @example
 * await optionNameLookup(db, form)(regionElement, 11); // 'Тошкент шаҳри'
 */
export function optionNameLookup(
  db: Kysely<DatabaseSchema>,
  form: RuntimeForm,
): (element: FormElementMeta, id: string | number) => Promise<string | null> {
  return async (element, id) => {
    const option = element.data?.find((item) => String(item.id) === String(id));
    if (option) return option.name;
    const dataSource = form.dataSources.get(element.id);
    if (!dataSource) return null;
    const has = await sourceColumns(db, dataSource);
    if (!has.id || !has.name) return null;
    const { rows } = await sql<{ name: string | null }>`
      SELECT name::text AS name FROM ${sql.id('app', dataSource)} WHERE id::text = ${String(id)} LIMIT 1`.execute(db);
    return rows[0]?.name ?? null;
  };
}
