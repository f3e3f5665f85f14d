import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { queryConnection } from './queryConnection';
import { querySource, type TableSource } from './querySource';
import { runtimeColumnClass, type SourceColumn } from './runtimeColumnClass';

/**
 * The columns a table's source really has, with their types, learned without reading a row: the source is
 * LEFT JOINed `ON false` to a one-row relation, which yields its column names (all null) and lets
 * `pg_typeof` name each column's type. This works the same for a physical table and an administrator's
 * SQL, and on PostgreSQL and PGlite. Filters, sorting and aggregates only ever name columns found here.
 *
 * @example
 * const columns = await runtimeSourceColumns(db, table, 5000); // Map { 'amount' => { columnClass: 'number', exactText: true } }
 */
export async function runtimeSourceColumns(
  db: Kysely<DatabaseSchema>,
  source: TableSource,
  timeoutMs: number,
): Promise<Map<string, SourceColumn>> {
  return queryConnection(db, source, timeoutMs, async (executor) => {
    const relation = sql`(SELECT ${1}::integer AS one) AS one LEFT JOIN ${querySource(source)} AS src ON false`;
    const names = await sql<Record<string, unknown>>`SELECT src.* FROM ${relation}`.execute(executor);
    const fields = Object.keys(names.rows[0] ?? {});
    if (!fields.length) return new Map();
    const types = sql.join(fields.map((field, index) => sql`pg_typeof(${sql.id('src', field)})::text AS ${sql.id(`c${index}`)}`));
    const typed = await sql<Record<string, string>>`SELECT ${types} FROM ${relation}`.execute(executor);
    const row = typed.rows[0] ?? {};
    return new Map(fields.map((field, index) => [field, runtimeColumnClass(row[`c${index}`] ?? '')]));
  });
}
