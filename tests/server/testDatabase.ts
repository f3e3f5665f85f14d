import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createPasswordHasher } from '../../server/auth/createPasswordHasher';
import { createDatabase } from '../../server/db/createDatabase';
import type { DatabaseSchema } from '../../server/db/DatabaseSchema';
import { migrateToLatest } from '../../server/db/migrations';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { dumpReusableTemplate, keptOpen, reusablePGlitePool, type ReusablePGlitePool } from './reusablePGlite';

export interface TestDatabase {
  db: Kysely<DatabaseSchema>;
  /** On PostgreSQL, this database's own connection string (for a child process to reach it); null on PGlite. */
  url: string | null;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/** Tests only: production hashes use OWASP's 19 MiB. Low enough that a seed and a dozen sign-ins take milliseconds. */
export const TEST_PASSWORD_COST = { memoryKiB: 256, passes: 1 };
export const testHasher = createPasswordHasher(TEST_PASSWORD_COST);
/** Demo appeals in test databases: enough to page, filter and group, few enough to seed in a blink. */
export const TEST_APPEAL_COUNT = 3_000;

/**
 * A fresh database: an in-memory PGlite, or with DATABASE_URL a new uniquely named database on that server.
 * `prepare` 'migrated' and 'demo' / 'production' (migrated and seeded) give ready databases.
 */
export async function createTestDatabase(prepare: 'empty' | 'migrated' | 'demo' | 'production' = 'demo'): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresDatabase(url, prepare);
  if (prepare === 'empty') return wrap(await createDatabase({ kind: 'pglite-instance', instance: new PGlite('memory://') }));
  // Migrating and seeding costs seconds, starting from a dump of the prepared template about one, and
  // putting a used instance back to the template's state milliseconds (reusablePGlite.ts).
  const pool = await (pools[prepare] ??= preparePool(prepare));
  const instance = await pool.acquire();
  const db = await createDatabase({ kind: 'pglite-instance', instance: keptOpen(instance) });
  return {
    db,
    url: null,
    async drop() {
      await db.destroy();
      await pool.release(instance);
    },
  };
}

const pools: Partial<Record<'migrated' | 'demo' | 'production', Promise<ReusablePGlitePool>>> = {};

async function preparePool(prepare: 'migrated' | 'demo' | 'production'): Promise<ReusablePGlitePool> {
  const instance = new PGlite('memory://');
  const db = await createDatabase({ kind: 'pglite-instance', instance });
  await prepareDatabase(db, prepare);
  const template = await dumpReusableTemplate(instance);
  await db.destroy();
  return reusablePGlitePool(template);
}

async function prepareDatabase(db: Kysely<DatabaseSchema>, prepare: 'empty' | 'migrated' | 'demo' | 'production'): Promise<void> {
  if (prepare === 'empty') return;
  await migrateToLatest(db);
  if (prepare !== 'migrated') await seedDatabase(db, { demo: prepare === 'demo', hasher: testHasher, appealCount: TEST_APPEAL_COUNT });
}

function wrap(db: Kysely<DatabaseSchema>): TestDatabase {
  return { db, url: null, drop: () => db.destroy() };
}

async function createPostgresDatabase(url: string, prepare: 'empty' | 'migrated' | 'demo' | 'production'): Promise<TestDatabase> {
  const name = `platon_t_${randomBytes(6).toString('hex')}`;
  // Migrating and seeding costs seconds; copying a prepared template database takes a fraction of that.
  const template = prepare === 'empty' ? null : await (postgresTemplates[prepare] ??= preparePostgresTemplate(url, prepare));
  await adminQuery(url, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const db = await createDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 4 });
  return {
    db,
    url: databaseUrl(url, name),
    async drop() {
      await db.destroy();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const postgresTemplates: Partial<Record<'migrated' | 'demo' | 'production', Promise<string>>> = {};

/**
 * A database prepared once per test process and left without connections, so `CREATE DATABASE … TEMPLATE`
 * can copy it. The throwaway cluster of scripts/with-postgres.mjs takes the templates with it.
 */
async function preparePostgresTemplate(url: string, prepare: 'migrated' | 'demo' | 'production'): Promise<string> {
  const name = `platon_tpl_${prepare}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const db = await createDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 1 });
  try {
    await prepareDatabase(db, prepare);
  } finally {
    await db.destroy();
  }
  return name;
}

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
