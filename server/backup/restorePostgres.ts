import pg from 'pg';
import { PLATON_SCHEMAS } from './databaseFacts';
import { pgConnection, startPgTool } from './runPgTool';

/** How many tables the database at `url` has in Platon's schemas: a restore goes into one with none. */
export async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new Error(`cannot connect to the database at DATABASE_URL: ${error.message}`);
  });
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM pg_catalog.pg_tables WHERE schemaname = ANY($1)',
      [PLATON_SCHEMAS],
    );
    return Number(rows[0].count);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Loads the pg_dump `file` into the database at `url` in ONE transaction: pg_restore turns the dump into SQL
 * (owners and grants left out, so another role may restore it), psql runs it between BEGIN and COMMIT and
 * stops at the first error, which rolls everything back. With `replace`, Platon's schemas are dropped first
 * in the same transaction, so a failed restore keeps the old data too. psql's input is closed only after
 * pg_restore succeeded: input cut short by a failing pg_restore must not reach psql's COMMIT.
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<void> {
  const { dbname, env } = pgConnection(url);
  // `app` is created by the dump; an empty one left in the target would fail the restore for nothing.
  const prepare = replace
    ? 'DROP SCHEMA IF EXISTS app CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'
    : 'DROP SCHEMA IF EXISTS app CASCADE;';
  const psql = startPgTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--command', prepare, '--file', '-', '--dbname', dbname],
    env,
  );
  const restore = startPgTool('pg_restore', ['--no-owner', '--no-privileges', '--file', '-', file], {});
  psql.child.stdin!.on('error', () => {}); // psql ending early (an error) is reported by its exit, not by this pipe
  restore.child.stdout!.pipe(psql.child.stdin!, { end: false });
  try {
    await restore.done;
  } catch (error) {
    // psql gone first (a refused connection, an SQL error) is the reason; pg_restore's broken pipe only follows from it.
    const psqlEnded = psql.child.exitCode !== null;
    if (!psqlEnded) psql.child.kill('SIGKILL');
    const psqlError: unknown = await psql.done.then(
      () => null,
      (failure: unknown) => failure,
    );
    throw psqlEnded && psqlError ? psqlError : error;
  }
  restore.child.stdout!.once('end', () => psql.child.stdin!.end());
  if (restore.child.stdout!.readableEnded) psql.child.stdin!.end();
  await psql.done;
}
