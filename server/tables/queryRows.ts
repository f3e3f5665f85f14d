import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { PREPARED_STATEMENT } from '../db/preparedStatement';
import { queryLosslessNumber } from './queryLosslessNumber';
import type { RuntimeTable } from './runtimeTable';
import { queryWindowSql, type RowsWindow } from './queryWindowSql';

/** Rows of one read, plus each row's ORDER BY values in text form (for the next keyset batch). */
export interface QueriedRows {
  rows: Record<string, unknown>[];
  keys: (string | null)[][];
}

/**
 * Reads rows of a table's source: `SELECT row_to_json(src) ... FROM (SELECT <fields> FROM <source> AS src
 * WHERE ... ORDER BY ... LIMIT $ OFFSET $) AS src ORDER BY ...` (for an administrator's SQL the window is cut
 * on row keys first, see queryWindowSql), so a row carries only the fields asked for. PostgreSQL itself writes each
 * row as JSON, so both drivers answer alike: numbers as
 * numbers, booleans, dates as YYYY-MM-DD, timestamps as ISO 8601 with offset, json as json. bigint and
 * numeric columns, which a double cannot always hold, are also read as text and replaced by a JSON number
 * only where that is exact (queryLosslessNumber). Every value in the SQL is a parameter and every name an
 * identifier (sql.id) from the whitelist; the caller runs this through queryConnection.
 *
 * @example
 * const { rows } = await queryRows(executor, table, { where, order, limit: 51, offset: 50 });
 */
export async function queryRows(executor: Kysely<DatabaseSchema>, table: RuntimeTable, window: RowsWindow): Promise<QueriedRows> {
  const exact = window.fields.filter((field) => table.sourceColumns.get(field)?.exactText);
  const columns = [
    sql`row_to_json(src) AS r`,
    ...exact.map((field, index) => sql`${sql.id('src', field)}::text AS ${sql.id(`x${index}`)}`),
    ...window.order.map((key, index) => sql`${sql.id('src', key.field)}::text AS ${sql.id(`k${index}`)}`),
  ];
  // The window is cut in a subquery and only its rows are turned into JSON: written flat, PostgreSQL would
  // compute row_to_json for every filtered row before sorting them (6x slower on 20,000 of 100,000 rows).
  const { page, orderBy } = queryWindowSql(executor, table, window);
  const result = await sql<Record<string, unknown>>`${sql.raw(PREPARED_STATEMENT)}
    SELECT ${sql.join(columns)} FROM (${page}) AS src ${orderBy}`.execute(executor);
  return {
    rows: result.rows.map((raw) => {
      const row = { ...(raw.r as Record<string, unknown>) };
      exact.forEach((field, index) => {
        const text = raw[`x${index}`];
        if (typeof text === 'string') row[field] = queryLosslessNumber(text);
      });
      return row;
    }),
    keys: result.rows.map((raw) => window.order.map((_key, index) => (raw[`k${index}`] as string | null) ?? null)),
  };
}
