import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { queryStatement } from './queryConnection';
import type { RuntimeTable } from './runtimeTable';
import { queryWindowSql, type RowsWindow } from './queryWindowSql';

/** The first rows of a read as one JSON array text, and how many rows the window held. */
export interface QueriedRowsJson {
  /** A JSON array of the first `keep` rows, as PostgreSQL wrote it. */
  json: string;
  fetched: number;
}

/**
 * Reads the rows of a table's window as the JSON text of an array, written by PostgreSQL, for a table page:
 * the server passes the text on without parsing and writing it again. The values are what queryRows gives
 * (row_to_json: numbers, booleans, dates as YYYY-MM-DD, timestamps as ISO 8601 with offset, json as json),
 * bigint and numeric included: each is a JSON number only where a double holds it exactly (its shortest
 * double, read back as numeric, is the same value), else its text, as queryLosslessNumber decides for
 * queryRows. Only the first `keep` rows are written; `fetched` counts all, so that one extra row read says
 * whether another page exists. It runs as one statement through queryStatement.
 *
 * Parsing each row's JSON into objects and writing them out again was a quarter of the data call's CPU.
 *
 * @example
 * const { json, fetched } = await queryRowsJson(db, table, { fields, where, order, limit: 51, offset: 50 }, 50, 5000);
 */
export async function queryRowsJson(
  db: Kysely<DatabaseSchema>,
  table: RuntimeTable,
  window: RowsWindow,
  keep: number,
  timeoutMs: number,
): Promise<QueriedRowsJson> {
  const { page, orderBy } = queryWindowSql(table, window);
  const values = window.fields.map((field) => {
    const value = sql`(numbered.row).${sql.id(field)}`;
    return sql`${table.sourceColumns.get(field)?.exactText ? losslessJson(value) : value} AS ${sql.id(field)}`;
  });
  // Each row is numbered in the page's order, which the aggregate then follows, and kept whole beside its
  // number (so no field's name can clash with it); the row's JSON is built from a lateral projection of it.
  const result = await queryStatement(
    db,
    table,
    timeoutMs,
    (marker) => sql<{ json: string; fetched: number }>`${marker}
    SELECT '[' || coalesce(string_agg(r::text, ',' ORDER BY n) FILTER (WHERE n <= ${keep}), '') || ']' AS json,
      count(*)::integer AS fetched
    FROM (
      SELECT row_to_json(out) AS r, numbered.n
      FROM (SELECT src AS row, row_number() OVER (${orderBy}) AS n FROM (${page}) AS src) AS numbered
      CROSS JOIN LATERAL (SELECT ${sql.join(values)}) AS out
    ) AS rows`,
  );
  const row = result.rows[0];
  return { json: row?.json ?? '[]', fetched: Number(row?.fetched ?? 0) };
}

/**
 * A bigint or numeric as JSON: the number where a double says exactly the same value, else its text ('NaN',
 * infinities, more digits than a double holds, magnitudes outside a double's normal range).
 */
function losslessJson(value: RawBuilder<unknown>): RawBuilder<unknown> {
  const number = sql`${value}::numeric`;
  return sql`CASE WHEN ${value} IS NULL THEN NULL
    WHEN ${number} <> 0 AND NOT abs(${number}) BETWEEN 1e-307 AND 1e308 THEN to_json(${value}::text)
    WHEN ${number}::float8::text::numeric = ${number} THEN to_json(${number})
    ELSE to_json(${value}::text) END`;
}
