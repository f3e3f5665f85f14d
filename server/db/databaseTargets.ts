import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { DatabaseSchema } from './DatabaseSchema';

/**
 * What each database createDatabase opened is: a PostgreSQL server with its connection string, or embedded
 * PGlite. The SQL console needs to know (it opens a pool of its own, as another role, on PostgreSQL, and shares
 * PGlite's one connection), and the Prometheus metrics read the pool's figures; a Kysely derived with `withPlugin` is not in it.
 *
 * @example
 * const target = databaseTargets.get(db); // { kind: 'postgres', url: 'postgres://…/platon' }
 */
export const databaseTargets = new WeakMap<
  Kysely<DatabaseSchema>,
  { kind: 'postgres'; url: string; pool?: pg.Pool } | { kind: 'pglite'; instance?: PGlite }
>();
