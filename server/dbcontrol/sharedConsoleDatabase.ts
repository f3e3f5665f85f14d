import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ConsoleDatabase } from './ConsoleDatabase';

/**
 * The console on embedded PGlite, which has one connection, a superuser's, shared with the whole app. A role
 * of its own would not hold there: the session user stays a superuser, so `SET ROLE` is undone by the text
 * itself. What keeps the console to reading is that PGlite takes one statement per call (it prepares every
 * text), inside a READ ONLY transaction that is always rolled back (so even a write that got through would be
 * undone), and the lexer's refusals.
 *
 * Each call holds the connection for itself (the dialect lends it to one holder at a time), and before it
 * lets go, puts the session back as the app left it: the rollback undoes settings changed with `set_config`
 * inside the transaction, `role` among them, but not `session_authorization`, which PGlite cannot reset on
 * its own (it starts the way a single-user backend does, with no default to go back to), so the session user
 * found at start is set again by name. RESET ALL and the release of session-level advisory locks cover what
 * a rollback leaves. PGlite cannot cancel a statement, so there is no timeout here (docs/sql-console.md).
 *
 * @example
 * const consoleDatabase = await sharedConsoleDatabase(metrics.watch(db));
 */
export async function sharedConsoleDatabase(db: Kysely<DatabaseSchema>): Promise<ConsoleDatabase> {
  const { rows } = await sql<{ name: string }>`SELECT session_user::text AS name`.execute(db);
  const sessionUser = rows[0]!.name;
  return {
    session: (work) =>
      db.connection().execute(async (connection) => {
        await sql`BEGIN READ ONLY`.execute(connection);
        try {
          return await work((statement) => statement.execute(connection));
        } finally {
          await sql`ROLLBACK`.execute(connection);
          await sql`SET SESSION AUTHORIZATION ${sql.id(sessionUser)}`.execute(connection);
          await sql`RESET ALL`.execute(connection);
          await sql`SELECT pg_advisory_unlock_all()`.execute(connection);
        }
      }),
    close: async () => {},
  };
}
