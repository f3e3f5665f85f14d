import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseSchema } from './DatabaseSchema';
import { databaseTargets } from './databaseTargets';
import { multiStatementDatabases } from './multiStatementDatabases';
import { PREPARED_STATEMENT, preparedStatementName } from './preparedStatement';
import { prepareMarkedStatementsOnPGlite } from './prepareMarkedStatementsOnPGlite';
import { ReadOnlyQuery, readOnlyTimeout } from './readOnlyStatement';
import { readOnlyStatementDatabases } from './readOnlyStatementDatabases';

export type DatabaseTarget =
  /** A PostgreSQL server: production, or several instances behind a load balancer. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** Embedded PGlite: a folder path, or `memory://` for a throwaway database. */
  | { kind: 'pglite'; dataDir: string }
  /** An already opened PGlite (tests clone a migrated template); closed with the returned Kysely. */
  | { kind: 'pglite-instance'; instance: PGlite };

/**
 * Opens the database. `db.destroy()` closes the pool or the PGlite instance.
 *
 * @example
 * const db = await createDatabase({ kind: 'pglite', dataDir: './data/pglite' });
 */
export async function createDatabase(target: DatabaseTarget): Promise<Kysely<DatabaseSchema>> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client losing its server connection emits 'error' on the pool; unhandled, that kills the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    pool.on('connect', prepareMarkedStatements);
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    multiStatementDatabases.add(db);
    readOnlyStatementDatabases.add(db);
    databaseTargets.set(db, { kind: 'postgres', url: target.url, pool });
    return db;
  }
  const instance = target.kind === 'pglite' ? new PGlite(target.dataDir) : target.instance;
  await instance.waitReady;
  const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(prepareMarkedStatementsOnPGlite(instance)) });
  readOnlyStatementDatabases.add(db);
  databaseTargets.set(db, { kind: 'pglite', instance });
  return db;
}

/**
 * Kysely sends every query as `client.query(text, values)`; marked texts (PREPARED_STATEMENT) go out named
 * instead, so pg parses them once per connection and PostgreSQL can keep their plan, and texts marked by
 * readOnlyStatement go out as a whole read-only transaction in one round trip (ReadOnlyQuery), rolled back
 * here when it fails so that the connection goes back to the pool clean.
 */
function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !Array.isArray(rest[0])) return query(text, ...rest);
    const timeoutMs = readOnlyTimeout(text);
    if (timeoutMs === null && !text.startsWith(PREPARED_STATEMENT)) return query(text, ...rest);
    // Named only here: the hash of a text is a few dozen microseconds that an unmarked statement need not spend.
    const statement = { name: preparedStatementName(text), text, values: rest[0] };
    if (timeoutMs === null) return query(statement, ...rest.slice(1));
    return new Promise((resolve, reject) => {
      query(
        new ReadOnlyQuery(statement, timeoutMs, (error, result) => {
          if (!error) return resolve(result);
          const fail = () => reject(error);
          (query('ROLLBACK') as Promise<unknown>).then(fail, fail);
        }),
      );
    });
  };
}
