import pg from 'pg';
import { databaseFacts, type DatabaseFacts } from './databaseFacts';
import { pgConnection, startPgTool } from './runPgTool';

/**
 * pg_dump of the database at `url` into `file` (custom format: compressed, and pg_restore can list or pick
 * from it), while the server keeps running. The counts for the manifest are read in a transaction whose
 * snapshot pg_dump is given (--snapshot), so they describe exactly the data the dump holds.
 *
 * @example
 * const facts = await dumpPostgres(process.env.DATABASE_URL, '/backups/platon.dump');
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new Error(`cannot connect to the database at DATABASE_URL: ${error.message}`);
  });
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const facts = await databaseFacts(async (text) => (await client.query(text)).rows);
    if (facts.migration === null) throw new Error('the database at DATABASE_URL holds no Platon data: nothing to back up');
    const { dbname, env } = pgConnection(url);
    await startPgTool('pg_dump', ['--format=custom', `--snapshot=${rows[0].snapshot}`, '--file', file, '--dbname', dbname], env).done;
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end().catch(() => {});
  }
}
