import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { PREPARED_STATEMENT } from '../db/preparedStatement';
import { queryLosslessNumber } from './queryLosslessNumber';
import type { OrderKey } from './queryOrder';
import { querySource } from './querySource';
import type { RuntimeTable } from './runtimeTable';

/** Rows of one read, plus each row's ORDER BY values in text form (for the next keyset batch). */
export interface QueriedRows {
  rows: Record<string, unknown>[];
  keys: (string | null)[][];
}

/** The fields, WHERE, ORDER BY and window of one read. */
export interface RowsWindow {
  /** The source fields each row carries (queryOutputFields, which include the order's). */
  fields: readonly string[];
  where: RawBuilder<unknown>[];
  order: OrderKey[];
  limit: number;
  offset?: number;
}

/**
 * Reads rows of a table's source: `SELECT row_to_json(src) ... FROM (SELECT <fields> FROM <source> AS src
 * WHERE ... ORDER BY ... LIMIT $ OFFSET $) AS src ORDER BY ...` (for an administrator's SQL the window is cut
 * on row keys first, see below), so a row carries only the fields asked for. PostgreSQL itself writes each
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
  const where = window.where.length ? sql.join(window.where, sql` AND `) : sql`true`;
  const order = window.order.length
    ? sql`ORDER BY ${sql.join(window.order.map((key) => sql`${sql.id('src', key.field)} ${sql.raw(key.descending ? 'DESC' : 'ASC')}`))}`
    : sql``;
  const fields = sql.join(window.fields.map((field) => sql.id('src', field)));
  const cut = (picked: RawBuilder<unknown>) =>
    sql`SELECT ${picked} FROM ${querySource(table)} AS src WHERE ${where} ${order} LIMIT ${window.limit} OFFSET ${window.offset ?? 0}`;
  // The window is cut in a subquery and only its rows are turned into JSON: written flat, PostgreSQL would
  // compute row_to_json for every filtered row before sorting them (6x slower on 20,000 of 100,000 rows).
  // An administrator's SQL is cut on its row keys alone, and only those rows are read again whole: the
  // lookups it LEFT JOINs on their keys (region and status names...) add nothing to the key-only read, so
  // PostgreSQL drops them there and the base table's index serves filter, order and window; the names are
  // then joined for the page's rows only, not for the OFFSET rows skipped before them. Same rows, same order:
  // the row key identifies a row (queryOrder already relies on it to keep pages apart).
  const page =
    table.sourceSql && table.sourceColumns.has(table.rowKey)
      ? sql`SELECT ${fields} FROM (${cut(sql.id('src', table.rowKey))}) AS page JOIN ${querySource(table)} AS src ON ${sql.id('src', table.rowKey)} = ${sql.id('page', table.rowKey)}`
      : cut(fields);
  const result = await sql<Record<string, unknown>>`${sql.raw(PREPARED_STATEMENT)}
    SELECT ${sql.join(columns)} FROM (${page}) AS src ${order}`.execute(executor);
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
