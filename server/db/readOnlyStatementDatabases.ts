import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema';

/**
 * The databases whose driver runs a text marked by readOnlyStatement as a whole read-only transaction in
 * one call: node-postgres through ReadOnlyQuery, PGlite through prepareMarkedStatementsOnPGlite (createDatabase
 * adds both). On any other (a transaction, a test's bare Kysely) queryStatement opens the transaction itself.
 * A database derived with `withPlugin` is a new object: add it too (createMetrics' watch does).
 *
 * @example
 * if (readOnlyStatementDatabases.has(db)) return sql`${sql.raw(readOnlyStatement(5000))} SELECT ...`.execute(db);
 */
export const readOnlyStatementDatabases = new WeakSet<Kysely<DatabaseSchema>>();
