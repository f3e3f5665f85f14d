import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

/** Connections the console keeps per instance: it is an administrator's tool, one or two run at once. */
const CONSOLE_POOL_SIZE = 2;
/** Clients that have the console's error listener already. */
const listened = new WeakSet<pg.PoolClient>();

/**
 * The console's own PostgreSQL pool, for Kysely's PostgresDialect, with two rules no caller can forget:
 *
 * - every text goes over the extended query protocol (`queryMode: 'extended'`), even without parameters, so
 *   PostgreSQL itself refuses a text holding several statements ("cannot insert multiple commands into a
 *   prepared statement"); over the simple protocol node-postgres would send `EXPLAIN …; COMMIT; UPDATE …`
 *   and the server would run all of it;
 * - a connection is cleaned before the pool lends it again: ROLLBACK, then DISCARD ALL (settings, role,
 *   temporary tables, prepared statements, advisory locks, listeners). A connection that cannot be cleaned
 *   is closed instead. No named statements are used on this pool, so DISCARD ALL leaves node-postgres'
 *   bookkeeping right.
 *
 * @example
 * const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: createConsolePool(url) }) });
 */
export function createConsolePool(url: string): PostgresPool {
  const pool = new pg.Pool({ connectionString: url, max: CONSOLE_POOL_SIZE, application_name: 'platon console' });
  // An idle client losing its server connection emits 'error' on the pool; unhandled, that kills the process.
  pool.on('error', (error) => console.error('PostgreSQL console pool error:', error.message));
  return {
    async connect() {
      const client = await pool.connect();
      // The pool listens for errors of idle clients only; a lent one whose server connection ends (a statement
      // may end its own backend: pg_terminate_backend(pg_backend_pid())) would emit an 'error' nobody handles,
      // which ends the process. Its query fails anyway, and the cleaning then closes it.
      if (!listened.has(client)) {
        listened.add(client);
        client.on('error', (error) => console.error('PostgreSQL console connection error:', error.message));
      }
      const extended = (text: string, values?: readonly unknown[]) =>
        client.query({ text, values: values ? [...values] : [], queryMode: 'extended' } as pg.QueryConfig);
      return {
        query: extended,
        // Kysely lets go without waiting; the connection returns to the pool only once it is clean.
        release: () => void clean(client, extended),
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

async function clean(client: pg.PoolClient, query: (text: string) => Promise<unknown>): Promise<void> {
  try {
    await query('ROLLBACK');
    await query('DISCARD ALL');
  } catch (error) {
    client.release(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  client.release();
}
