import { sql, type Kysely } from 'kysely';
import { databaseTargets } from '../db/databaseTargets';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ConsoleDatabase } from './ConsoleDatabase';
import { ConsoleUnavailable, type ConsoleUnavailableReason } from './ConsoleUnavailable';
import { ensureConsoleRole } from './ensureConsoleRole';
import { postgresConsoleDatabase } from './postgresConsoleDatabase';
import { sharedConsoleDatabase } from './sharedConsoleDatabase';

export interface OpenConsoleOptions {
  /** The app's database, as createDatabase opened it. */
  db: Kysely<DatabaseSchema>;
  /** PLATON_CONSOLE_DATABASE_URL: the console's own connection on PostgreSQL; null: a role the server makes. */
  consoleUrl: string | null;
  /** The server's signing secret: the made role's password is derived from it (consoleRoleCredentials). */
  secret: Uint8Array;
  /** The console's statement timeout in milliseconds. */
  timeoutMs: number;
  /** Applied to every Kysely the console runs on (the metrics' timer); none by default. */
  watch?: (db: Kysely<DatabaseSchema>) => Kysely<DatabaseSchema>;
  /** Where a console that is off says why at start. */
  log?: { warn(detail: unknown, message: string): void };
}

/**
 * Opens the SQL console's database (docs/sql-console.md). On PGlite it shares the app's one connection
 * (sharedConsoleDatabase). On PostgreSQL it never runs as the server's own role, which owns the tables and
 * is often a superuser: it connects as PLATON_CONSOLE_DATABASE_URL's role, or else as a role the server
 * creates or updates now (ensureConsoleRole) when its own role may create roles, reached by putting that
 * role's name and password into the server's URL. Without either, or when the role could do more than read,
 * the console stays off and each call answers why (ConsoleUnavailable); the server itself starts normally.
 *
 * @example
 * const consoleDatabase = await openConsoleDatabase({ db, consoleUrl: null, secret: jwtSecret, timeoutMs: 5000 });
 */
export async function openConsoleDatabase(options: OpenConsoleOptions): Promise<ConsoleDatabase> {
  const watch = options.watch ?? ((db: Kysely<DatabaseSchema>) => db);
  const target = databaseTargets.get(options.db);
  if (target?.kind === 'pglite') return sharedConsoleDatabase(watch(options.db));
  const off = (reason: ConsoleUnavailableReason, detail: string) => {
    const refusal = new ConsoleUnavailable(reason, detail);
    options.log?.warn({ reason, detail }, 'the SQL console is off');
    return { session: () => Promise.reject(refusal), close: async () => {} } satisfies ConsoleDatabase;
  };
  if (!target) return off('noRole', 'the database was not opened by createDatabase');
  const { rows } = await sql<{ name: string }>`SELECT current_database()::text AS name`.execute(options.db);
  let url = options.consoleUrl;
  if (!url) {
    let role: { name: string; password: string } | null;
    try {
      role = await ensureConsoleRole(options.db, options.secret, options.timeoutMs);
    } catch (error) {
      return off('noRole', `the console role could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!role) return off('noRole', 'the server’s database role may not create roles; set PLATON_CONSOLE_DATABASE_URL');
    if (!URL.canParse(target.url)) return off('noRole', 'DATABASE_URL is not a URL the console role can be put into');
    const own = new URL(target.url);
    own.username = role.name;
    own.password = role.password;
    url = own.toString();
  }
  const consoleDatabase = postgresConsoleDatabase({ url, database: rows[0]!.name, timeoutMs: options.timeoutMs, watch });
  // Tried once now, so that a role that is unsafe or cannot connect shows in the log at start; every call
  // checks again on its own connection.
  await consoleDatabase
    .session(async () => undefined)
    .catch((error: unknown) => {
      const { reason, detail } = error instanceof ConsoleUnavailable ? error : { reason: 'noConnection', detail: String(error) };
      options.log?.warn({ reason, detail }, 'the SQL console is off');
    });
  return consoleDatabase;
}
