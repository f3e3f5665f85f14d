import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { RemoteFile } from '../../../src/core/api/formMeta';
import { createAdministrator } from '../../../server/admin/createAdministrator';
import { createSecretBox } from '../../../server/auth/createSecretBox';
import { buildApp } from '../../../server/buildApp';
import type { CliIo } from '../../../server/cli/CliCommand';
import { PLATON_COMMANDS } from '../../../server/cli/platonCommands';
import { runPlaton } from '../../../server/cli/runPlaton';
import { loadConfig } from '../../../server/config';
import { createDatabase } from '../../../server/db/createDatabase';
import type { DatabaseSchema } from '../../../server/db/DatabaseSchema';
import { migrateToLatest } from '../../../server/db/migrations';
import { createFileStorage } from '../../../server/files/createFileStorage';
import { createS3Storage } from '../../../server/files/createS3Storage';
import { loadSecrets } from '../../../server/secrets';
import { seedDatabase } from '../../../server/seed/seedDatabase';
import { createFixtureForm, multipart, PDF, uploadParts } from '../filesFixture';
import { login } from '../login';
import { createTestDatabase, testHasher, type TestDatabase } from '../testDatabase';

/**
 * Test support of the backup suites: an installation as `platon start` has one (a data folder, and the
 * embedded database in it or, when the suite runs on PostgreSQL, a database of its own; files on disk or in
 * S3 as the environment says), the `platon` command run in-process with a fake io on that environment, and
 * the data a restore must bring back.
 */
export interface Installation {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** The PostgreSQL database when the suite runs on PostgreSQL; null on the embedded one. */
  postgres: TestDatabase | null;
  /** Opens the installation's database and an app on it, with the keys from its data folder. */
  open(): Promise<OpenInstallation>;
  remove(): Promise<void>;
}

export interface OpenInstallation {
  app: FastifyInstance;
  db: Kysely<DatabaseSchema>;
  dataKey: Uint8Array;
  close(): Promise<void>;
}

export const PASSWORD = 'Kuchli-parol-2026';
export const SECRET = 'very-secret-client-secret-0123456789';
export const FILE_BODY = Buffer.concat([PDF, Buffer.alloc(200_000, 7)]);

/** A fresh, empty installation: an empty data folder, and on PostgreSQL an empty database. */
export async function emptyInstallation(extraEnv: NodeJS.ProcessEnv = {}): Promise<Installation> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'platon-backup-'));
  const postgres = process.env.DATABASE_URL ? await createTestDatabase('empty') : null;
  // The embedded database is opened by path below; a test PostgreSQL connection is closed until asked for.
  await postgres?.db.destroy();
  const env: NodeJS.ProcessEnv = { PLATON_DATA_DIR: dataDir, PLATON_DEMO: '0', ...extraEnv };
  if (postgres) env.DATABASE_URL = postgres.url!;
  return {
    dataDir,
    env,
    postgres,
    async open() {
      const config = loadConfig(env);
      const db = await createDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
          : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      );
      const secrets = await loadSecrets(dataDir, { jwtSecret: null, dataKey: null });
      const app = await buildApp({
        db,
        secrets,
        hasher: testHasher,
        staticRoot: null,
        version: '0.0.0-test',
        demo: false,
        uploadsDir: path.join(dataDir, 'uploads'),
        storage: config.s3 ? createS3Storage(config.s3) : createFileStorage(path.join(dataDir, 'uploads')),
      });
      return {
        app,
        db,
        dataKey: secrets.dataKey,
        async close() {
          await app.close();
          await db.destroy();
        },
      };
    },
    async remove() {
      if (postgres) {
        // Dropped through a fresh connection: the one createTestDatabase opened was closed above.
        const { default: pg } = await import('pg');
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${new URL(postgres.url!).pathname.slice(1)} WITH (FORCE)`);
        await admin.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface MadeData {
  /** Row counts of every table in the public and app schemas. */
  counts: Record<string, number>;
  /** The uploaded file's signed download address, as a user got it before the backup. */
  fileUrl: string;
  fileId: string;
}

/**
 * Migrates and seeds the installation (a production start), then makes what a restore must bring back: an
 * administrator with a password, a record in a table of the app schema, an uploaded file, and an OAuth client
 * secret sealed into the project settings by the data key.
 */
export async function makeData(installation: Installation): Promise<MadeData> {
  const prepare = await productionDatabase(installation);
  const passwordHash = await testHasher.hash(PASSWORD);
  await prepare.transaction().execute((trx) => createAdministrator(trx, { username: 'root', passwordHash, source: 'test' }));
  await sql`CREATE TABLE app.backup_notes (id serial PRIMARY KEY, title text NOT NULL)`.execute(prepare);
  await sql`INSERT INTO app.backup_notes (title) VALUES ('Заявка №1'), ('Ариза №2')`.execute(prepare);
  await prepare.destroy();

  const opened = await installation.open();
  try {
    const { token } = await login(opened.app, 'root', PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const form = await createFixtureForm(opened.db, 'backup', [{ type: 'file', data_field: 'attachments' }]);
    const { payload, headers } = multipart(
      uploadParts({ elementId: form.elements.attachments, form: form.name }, { filename: 'Ариза.pdf', content: FILE_BODY }),
    );
    const uploaded = await opened.app.inject({ method: 'POST', url: '/api/files/upload/form', payload, headers: { ...headers, ...auth } });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = (uploaded.json() as { data: RemoteFile }).data;

    const settings = await opened.app.inject({ url: '/api/forms/project_settings/records/1', headers: auth });
    const { version } = settings.json().data as { version: number };
    const saved = await opened.app.inject({
      method: 'PUT',
      url: '/api/forms/project_settings/records/1',
      headers: auth,
      payload: { values: { google_client_id: 'backup-client', google_client_secret: SECRET }, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { counts: await rowCounts(opened.db), fileUrl: file.url!, fileId: file.id };
  } finally {
    await opened.close();
  }
}

/** The installation's database migrated and seeded as a production start leaves it. */
async function productionDatabase(installation: Installation): Promise<Kysely<DatabaseSchema>> {
  const db = installation.postgres
    ? await createDatabase({ kind: 'postgres', url: installation.postgres.url!, poolSize: 1 })
    : await createDatabase({ kind: 'pglite', dataDir: path.join(installation.dataDir, 'pglite') });
  await migrateToLatest(db);
  await seedDatabase(db, { demo: false, hasher: testHasher });
  return db;
}

/** Checks that `installation` holds what makeData made: the same rows, the password, the file, the sealed secret. */
export async function expectData(installation: Installation, made: MadeData): Promise<void> {
  const opened = await installation.open();
  try {
    expect(await rowCounts(opened.db)).toEqual(made.counts);
    const notes = await sql<{ title: string }>`SELECT title FROM app.backup_notes ORDER BY id`.execute(opened.db);
    expect(notes.rows.map((row) => row.title)).toEqual(['Заявка №1', 'Ариза №2']);
    // The link signed before the backup still opens: the token signing key came back with the data.
    const download = await opened.app.inject({ url: `/api/${made.fileUrl}` });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, FILE_BODY)).toBe(0);
    const profile = await opened.db
      .selectFrom('project_profile')
      .select('google_client_secret')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(createSecretBox(opened.dataKey).open(profile.google_client_secret!)).toBe(SECRET);
    const { user } = await login(opened.app, 'root', PASSWORD);
    expect(user.permissions).toEqual(['platon.admin']);
  } finally {
    await opened.close();
  }
}

/** Rows per table, but the request metrics, which an app writes as it closes (after the counts were taken). */
async function rowCounts(db: Kysely<DatabaseSchema>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    SELECT schemaname || '.' || tablename AS name FROM pg_catalog.pg_tables
    WHERE schemaname IN ('public', 'app') AND tablename NOT IN ('api_metrics', 'sql_metrics') ORDER BY 1`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.');
    const result = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.id(schema, table)}`.execute(db);
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

/** `platon ARGS` run in this process on `env`, as the installed command runs it: exit code and what it wrote. */
export async function platon(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => (out += chunk));
  stderr.on('data', (chunk) => (err += chunk));
  const io: CliIo = { stdin: new PassThrough(), stdout, stderr, env };
  const code = await runPlaton(args, io, PLATON_COMMANDS);
  return { code, stdout: out, stderr: err };
}
