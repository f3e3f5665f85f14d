import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { TableSource } from './querySource';

/**
 * Runs `work` where a table's source may be read. A physical table is read on the shared pool directly. An
 * administrator's SQL runs inside a transaction that is READ ONLY (so even `WITH x AS (DELETE ...)` fails)
 * with a transaction-local statement_timeout (so a runaway query is cancelled, not left holding a pool
 * connection); the transaction ends with the call, whatever happens. Embedded PGlite ignores
 * statement_timeout: there, only read-only protection applies.
 *
 * @example
 * const rows = await queryConnection(db, table, 5000, (executor) => query.execute(executor));
 */
export async function queryConnection<T>(
  db: Kysely<DatabaseSchema>,
  source: TableSource,
  timeoutMs: number,
  work: (executor: Kysely<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  if (!source.sourceSql) return work(db);
  return db.transaction().execute(async (trx) => {
    // SET TRANSACTION must come first in the transaction; the PGlite dialect ignores Kysely's setAccessMode.
    await sql`SET TRANSACTION READ ONLY`.execute(trx);
    await sql`SELECT set_config('statement_timeout', ${String(Math.max(1, Math.floor(timeoutMs)))}, true)`.execute(trx);
    return work(trx);
  });
}
