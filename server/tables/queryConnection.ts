import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { TableSource } from './querySource';

/**
 * Runs `work` where a table's source may be read: inside a transaction that is read-only (so an
 * administrator's SQL cannot write, even through a function it calls) with a transaction-local
 * statement_timeout (a runaway query is cancelled, not left holding a pool connection) and generic plans
 * for prepared statements (PREPARED_STATEMENT: table reads are planned once per connection). All three are
 * set in one round trip and end with the transaction, whatever happens. Physical tables get the same
 * treatment: it costs nothing and keeps one code path. Embedded PGlite ignores statement_timeout.
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
  return db.transaction().execute(async (trx) => {
    // set_config rather than SET TRANSACTION: one statement for all three, and the PGlite dialect ignores
    // Kysely's setAccessMode. Switching a transaction to read-only is allowed after its first statement.
    await sql`SELECT set_config('transaction_read_only', 'on', true),
      set_config('statement_timeout', ${String(Math.max(1, Math.floor(timeoutMs)))}, true),
      set_config('plan_cache_mode', 'force_generic_plan', true)`.execute(trx);
    return work(trx);
  });
}
