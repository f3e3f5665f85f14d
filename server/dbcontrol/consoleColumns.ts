import { sql } from 'kysely';
import { querySource, type TableSource } from '../tables/querySource';
import { runtimeColumnClass, type SourceColumn } from '../tables/runtimeColumnClass';
import type { ConsoleRun } from './ConsoleDatabase';

/**
 * The columns of the console's statement with their types, learned without reading a row, inside the
 * console's session: the same probe as runtimeSourceColumns (the statement LEFT JOINed `ON false` to a
 * one-row relation names its columns, then `pg_typeof` names their types), each statement through `run`.
 *
 * @example
 * const columns = await consoleColumns(run, { sourceTable: null, sourceSql: 'SELECT 1 AS one' }); // Map { 'one' => … }
 */
export async function consoleColumns(run: ConsoleRun, source: TableSource): Promise<Map<string, SourceColumn>> {
  const relation = sql`(SELECT ${1}::integer AS one) AS one LEFT JOIN ${querySource(source)} AS src ON false`;
  const names = await run(sql<Record<string, unknown>>`SELECT src.* FROM ${relation}`);
  const fields = Object.keys(names.rows[0] ?? {});
  if (!fields.length) return new Map();
  const types = sql.join(fields.map((field, index) => sql`pg_typeof(${sql.id('src', field)})::text AS ${sql.id(`c${index}`)}`));
  const typed = await run(sql<Record<string, string>>`SELECT ${types} FROM ${relation}`);
  const row = typed.rows[0] ?? {};
  return new Map(fields.map((field, index) => [field, runtimeColumnClass(row[`c${index}`] ?? '')]));
}
