import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema';

/**
 * The databases whose driver sends SQL without parameters over PostgreSQL's simple protocol, which takes
 * several statements in one round trip: node-postgres does (createDatabase adds its databases), the PGlite
 * driver does not (it prepares every statement). A database derived with `withPlugin` is a new object: add
 * it too (createMetrics' watch does).
 *
 * @example
 * if (multiStatementDatabases.has(db)) await sql.raw('BEGIN READ ONLY; SET LOCAL statement_timeout = 5000').execute(connection);
 */
export const multiStatementDatabases = new WeakSet<Kysely<DatabaseSchema>>();
