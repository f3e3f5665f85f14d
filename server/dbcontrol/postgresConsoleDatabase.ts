import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ConsoleDatabase } from './ConsoleDatabase';
import { ConsoleUnavailable } from './ConsoleUnavailable';
import { consoleRoleProblems } from './consoleRoleProblems';
import { createConsolePool } from './createConsolePool';

export interface PostgresConsoleOptions {
  /** Where the console connects, as its own role (PLATON_CONSOLE_DATABASE_URL, or the role the server made). */
  url: string;
  /** The app's database: the console must reach that one. */
  database: string;
  timeoutMs: number;
  /** Applied to the console's Kysely (the metrics' timer). */
  watch: (db: Kysely<DatabaseSchema>) => Kysely<DatabaseSchema>;
}

/**
 * The console on PostgreSQL: a pool of its own (createConsolePool: the extended protocol only, every
 * connection cleaned before reuse), as a role of its own that can only read. Every call first checks that
 * role on the connection it got (consoleRoleProblems) and refuses with ConsoleUnavailable if it could do more
 * than read, or if the connection fails; then opens a READ ONLY transaction, arms `statement_timeout` before
 * each of its statements (the role's own setting is the default of a fresh session, but a statement could
 * change it for the next one of the same call with `set_config(…, true)`), and rolls the transaction back.
 *
 * @example
 * const consoleDatabase = postgresConsoleDatabase({ url, database: 'platon', timeoutMs: 5000, watch });
 */
export function postgresConsoleDatabase(options: PostgresConsoleOptions): ConsoleDatabase {
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: createConsolePool(options.url) }) });
  const watched = options.watch(db);
  const timeout = sql.raw(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(options.timeoutMs))}`);
  return {
    async session(work) {
      let connected = false;
      try {
        return await watched.connection().execute(async (connection) => {
          connected = true;
          const problems = await consoleRoleProblems(connection, options.database);
          if (problems.length) throw new ConsoleUnavailable('unsafeRole', problems.join(', '));
          await sql`BEGIN READ ONLY`.execute(connection);
          try {
            return await work(async (statement) => {
              await timeout.execute(connection);
              return statement.execute(connection);
            });
          } finally {
            // A failure here leaves the transaction to the pool's cleaning, which closes a connection it
            // cannot clean; the work's own outcome is what the caller needs.
            await sql`ROLLBACK`.execute(connection).catch(() => undefined);
          }
        });
      } catch (error) {
        if (connected) throw error;
        throw new ConsoleUnavailable('noConnection', error instanceof Error ? error.message : String(error));
      }
    },
    close: () => db.destroy(),
  };
}
