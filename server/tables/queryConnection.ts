import { sql, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { multiStatementDatabases } from '../db/multiStatementDatabases';
import { PREPARED_STATEMENT } from '../db/preparedStatement';
import { readOnlyOpening, readOnlyStatement } from '../db/readOnlyStatement';
import { readOnlyStatementDatabases } from '../db/readOnlyStatementDatabases';
import type { TableSource } from './querySource';

/**
 * Runs `work` where a table's source may be read: inside a transaction that is read-only (so an
 * administrator's SQL cannot write, even through a function it calls) with a transaction-local
 * statement_timeout (a runaway query is cancelled, not left holding a pool connection) and generic plans
 * for prepared statements (PREPARED_STATEMENT: table reads are planned once per connection). All three are
 * set as the transaction opens and end with it, whatever happens. Physical tables get the same treatment:
 * it costs nothing and keeps one code path. Embedded PGlite ignores statement_timeout.
 *
 * @example
 * const rows = await queryConnection(db, table, 5000, (executor) => query.execute(executor));
 */
export async function queryConnection<T>(
  db: Kysely<DatabaseSchema>,
  _source: TableSource,
  timeoutMs: number,
  work: (executor: Kysely<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  const timeout = String(Math.max(1, Math.floor(timeoutMs)));
  if (multiStatementDatabases.has(db)) {
    // On PostgreSQL the transaction opens with its settings in one round trip, not two (a table page is
    // otherwise BEGIN, settings, the read, COMMIT: issue 16). The text has no parameters, so the driver
    // sends it over the simple protocol, which takes several statements; the one value in it is an
    // integer printed here.
    return db.connection().execute(async (connection) => {
      await sql.raw(readOnlyOpening(timeoutMs).join('; ')).execute(connection);
      let result: T;
      try {
        result = await work(connection);
      } catch (failure) {
        await sql.raw('ROLLBACK').execute(connection);
        throw failure;
      }
      await sql.raw('COMMIT').execute(connection);
      return result;
    });
  }
  return db.transaction().execute(async (trx) => {
    // set_config rather than SET TRANSACTION: one statement for all three, and the PGlite dialect ignores
    // Kysely's setAccessMode. Switching a transaction to read-only is allowed after its first statement.
    await sql`SELECT set_config('transaction_read_only', 'on', true),
      set_config('statement_timeout', ${timeout}, true),
      set_config('plan_cache_mode', 'force_generic_plan', true)`.execute(trx);
    return work(trx);
  });
}

/**
 * One statement with queryConnection's guarantees (read-only, statement_timeout, generic plans), written by
 * `statement` after the marker it is given, whose values must all be parameters: the database's driver runs
 * the whole transaction in one call (readOnlyStatement, readOnlyStatementDatabases); elsewhere (a Kysely
 * that createDatabase did not open) it runs inside queryConnection.
 *
 * @example
 * const { rows } = await queryStatement(db, table, 5000, (marker) => sql`${marker} SELECT ... WHERE id = ${id}`);
 */
export async function queryStatement<Row>(
  db: Kysely<DatabaseSchema>,
  source: TableSource,
  timeoutMs: number,
  statement: (marker: RawBuilder<unknown>) => RawBuilder<Row>,
): Promise<QueryResult<Row>> {
  if (readOnlyStatementDatabases.has(db)) return statement(sql.raw(readOnlyStatement(timeoutMs))).execute(db);
  return queryConnection(db, source, timeoutMs, (executor) => statement(sql.raw(PREPARED_STATEMENT)).execute(executor));
}
