import { sql, type Kysely } from 'kysely';
import type { TableFilterOption } from '../../src/core/api/tableContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { BUILT_IN_OPTION_SOURCES } from '../users/builtInOptionSources';

/** A select filter offers at most this many options; larger catalogs need a paged select. */
const DEFINITION_OPTION_LIMIT = 5_000;

/** Types `pg` reads back as text but PGlite as numbers: cast so both databases answer alike. */
const NUMERIC_TYPES = new Set(['numeric', 'bigint']);

/**
 * The options of select filters whose data_source names a table of schema `app`, keyed by data source:
 * every row with all its fields (id and name as they are; the rest serve related selects, e.g. a district's
 * region_id), ordered by name when the table has one, at most DEFINITION_OPTION_LIMIT. A name is only used
 * after it was found among the `app` schema's tables in information_schema (one query for all of them), and
 * then quoted as an identifier, columns too: an unknown or hostile data source yields no entry, never SQL.
 *
 * @example
 * (await definitionOptions(db, ['districts'])).get('districts'); // [{ id: 1, name: 'Амударё тумани', region_id: 1, ... }, ...]
 */
export async function definitionOptions(
  db: Kysely<DatabaseSchema>,
  dataSources: readonly string[],
): Promise<Map<string, TableFilterOption[]>> {
  const all = [...new Set(dataSources)];
  // The platform's own lists (roles, permissions...) are built by code, the rest read from schema `app`.
  const builtIn = all.filter((source) => BUILT_IN_OPTION_SOURCES.has(source));
  const wanted = all.filter((source) => !BUILT_IN_OPTION_SOURCES.has(source));
  const own = await Promise.all(builtIn.map(async (source) => [source, await BUILT_IN_OPTION_SOURCES.get(source)!(db)] as const));
  if (wanted.length === 0) return new Map(own);
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = 'app' AND table_name = ANY(${wanted}::text[])
    ORDER BY table_name, ordinal_position`.execute(db);
  const columnsOf = new Map<string, { name: string; type: string }[]>();
  for (const column of columns) {
    const list = columnsOf.get(column.table_name) ?? [];
    list.push({ name: column.column_name, type: column.data_type });
    columnsOf.set(column.table_name, list);
  }
  const entries = await Promise.all([...columnsOf].map(async ([table, list]) => [table, await readOptions(db, table, list)] as const));
  return new Map([...own, ...entries]);
}

async function readOptions(
  db: Kysely<DatabaseSchema>,
  table: string,
  columns: { name: string; type: string }[],
): Promise<TableFilterOption[]> {
  const select = sql.join(
    columns.map(({ name, type }) => (NUMERIC_TYPES.has(type) ? sql`${sql.id(name)}::float8 AS ${sql.id(name)}` : sql.id(name))),
  );
  const orderBy = ['name', 'id'].filter((name) => columns.some((column) => column.name === name)).map((name) => sql.id(name));
  const order = orderBy.length ? sql`ORDER BY ${sql.join(orderBy)}` : sql``;
  const { rows } =
    await sql<TableFilterOption>`SELECT ${select} FROM ${sql.id('app', table)} ${order} LIMIT ${DEFINITION_OPTION_LIMIT}`.execute(db);
  return rows;
}
