import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { staticSql } from '../db/staticSql';
import type { OrderKey } from './queryOrder';
import { querySource } from './querySource';
import type { RuntimeTable } from './runtimeTable';

/** The fields, WHERE, ORDER BY and window of one read. */
export interface RowsWindow {
  /** The source fields each row carries (queryOutputFields, which include the order's). */
  fields: readonly string[];
  where: RawBuilder<unknown>[];
  order: OrderKey[];
  limit: number;
  offset?: number;
}

/** The SQL of one read's window: `page` yields the rows' fields as `src`'s, `orderBy` sorts them again. */
export interface WindowSql {
  page: RawBuilder<unknown>;
  orderBy: RawBuilder<unknown>;
}

/**
 * The window of a table's source that queryRows and queryRowsJson read: `SELECT <fields> FROM <source> AS src
 * WHERE ... ORDER BY ... LIMIT $ OFFSET $`, wrapped by the caller as `(...) AS src` and sorted again with
 * `orderBy` (a subquery's order does not carry to its reader). Every value is a parameter and every name an
 * identifier (sql.id) from the whitelist.
 *
 * An administrator's SQL is cut on its row keys alone, and only those rows are read again whole: the lookups
 * it LEFT JOINs on their keys (region and status names...) add nothing to the key-only read, so PostgreSQL
 * drops them there and the base table's index serves filter, order and window; the names are then joined for
 * the page's rows only, not for the OFFSET rows skipped before them. Same rows, same order: the row key
 * identifies a row (queryOrder already relies on it to keep pages apart).
 *
 * @example
 * const { page, orderBy } = queryWindowSql(db, table, window);
 * sql`SELECT row_to_json(src) FROM (${page}) AS src ${orderBy}`;
 */
export function queryWindowSql(db: Kysely<DatabaseSchema>, table: RuntimeTable, window: RowsWindow): WindowSql {
  const where = window.where.length ? sql.join(window.where, sql` AND `) : sql`true`;
  const orderKey = window.order.map((key) => `${key.field}${key.descending ? ' DESC' : ''}`).join(',');
  const orderBy = staticSql(db, table, `order:${orderKey}`, () =>
    window.order.length
      ? sql`ORDER BY ${sql.join(window.order.map((key) => sql`${sql.id('src', key.field)} ${sql.raw(key.descending ? 'DESC' : 'ASC')}`))}`
      : sql``,
  );
  const fields = staticSql(db, table, `fields:${window.fields.join(',')}`, () =>
    sql.join(window.fields.map((field) => sql.id('src', field))),
  );
  const cut = (picked: RawBuilder<unknown>) =>
    sql`SELECT ${picked} FROM ${querySource(table)} AS src WHERE ${where} ${orderBy} LIMIT ${window.limit} OFFSET ${window.offset ?? 0}`;
  // The generic plan does not know the bound LIMIT: it guessed a tenth of the table for the keys, and read
  // the whole source again to hash-join them (45 ms for the appeals' unfiltered first page on PGlite, 1.6 ms
  // now). A literal bound above the limit, which cuts nothing, tells it how few they are; rounded up to a
  // power of two, so that page sizes share a handful of statement texts.
  const keys = (picked: RawBuilder<unknown>) =>
    sql`SELECT * FROM (${cut(picked)}) AS cut LIMIT ${sql.lit(2 ** Math.ceil(Math.log2(Math.max(window.limit, 1))))}`;
  const page =
    table.sourceSql && table.sourceColumns.has(table.rowKey)
      ? sql`SELECT ${fields} FROM (${keys(sql.id('src', table.rowKey))}) AS page JOIN ${querySource(table)} AS src ON ${sql.id('src', table.rowKey)} = ${sql.id('page', table.rowKey)}`
      : cut(fields);
  return { page, orderBy };
}
