import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { build } from 'esbuild';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/buildApp';
import { createDatabase } from '../../server/db/createDatabase';
import type { DatabaseSchema } from '../../server/db/DatabaseSchema';
import { DATA_FOLDER_LOCK, lockDataFolder } from '../../server/db/lockDataFolder';
import { LATEST_MIGRATION, migrateToLatest } from '../../server/db/migrations';
import { PLATON_VERSION } from '../../server/platonVersion';
import { requireSharedKeys } from '../../server/requireSharedKeys';
import { OLDER_RELEASE } from '../fixtures/upgrade/olderRelease';
import { loadDatabaseDump, type DatabaseDump } from './support/databaseDump';
import { login } from './login';
import { createTestDatabase, testHasher, type TestDatabase } from './testDatabase';

/**
 * `platon` as a person or a script runs it: a child process of the command's source, bundled once here as
 * the build bundles it (the built one, bin/platon.mjs → dist/server/platon.js, is run by the end-to-end
 * suite; through tsx every run cost seconds of compiling), on a fresh embedded database folder, or with
 * DATABASE_URL on a fresh PostgreSQL database when the suite runs on PostgreSQL.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Inside the repository, so that the bundle finds node_modules as the built command does. */
const BUNDLE = path.join(ROOT, '.tmp', `platon-cli-${process.pid}.mjs`);

// Each run opens (and on a fresh folder migrates) a database in a process of its own: seconds on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

beforeAll(async () => {
  await build({
    entryPoints: [path.join(ROOT, 'server/cli/platon.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: BUNDLE,
    logLevel: 'warning',
  });
  return () => rm(BUNDLE, { force: true });
});

let dataDir: string;
let postgres: TestDatabase | null = null;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'platon-cli-'));
  postgres = process.env.DATABASE_URL ? await createTestDatabase('empty') : null;
});
afterEach(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `platon ARGS` with `input` on standard input (a pipe, not a terminal). */
function platon(args: string[], { input = '', embedded = false }: { input?: string; embedded?: boolean } = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLATON_DATA_DIR: dataDir,
    // The test hasher's cost: a sign-in below verifies in milliseconds.
    PLATON_ARGON2_MEMORY_KIB: '256',
    PLATON_ARGON2_PASSES: '1',
  };
  delete env.DATABASE_URL;
  if (postgres && !embedded) env.DATABASE_URL = postgres.url!;
  const child = spawn(process.execPath, [BUNDLE, ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The database the command wrote, opened after it ended, with an app on it to sign in through. */
async function openApp(): Promise<{ app: FastifyInstance; db: Kysely<DatabaseSchema>; close(): Promise<void> }> {
  const db = postgres
    ? await createDatabase({ kind: 'postgres', url: postgres.url!, poolSize: 2 })
    : await createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const app = await buildApp({
    db,
    secrets: { jwtSecret: randomBytes(32) },
    hasher: testHasher,
    staticRoot: null,
    version: '0.0.0-test',
    demo: false,
    uploadsDir: path.join(dataDir, 'uploads'),
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

describe('platon admin create', () => {
  it('creates an administrator with the password from standard input, on a database no server has opened yet', async () => {
    const run = await platon(['admin', 'create', 'root'], { input: 'Kuchli-parol-2026\n' });
    expect(run).toMatchObject({ code: 0, stdout: 'Administrator "root" created: sign in with this name and password.\n' });
    expect(run.stderr).toContain(postgres ? 'Database: PostgreSQL at DATABASE_URL' : `Database: the embedded database in ${dataDir}`);
    expect(run.stdout + run.stderr).not.toContain('Kuchli-parol-2026');
    // The lock is gone with the command: a server may start on the folder now.
    expect(existsSync(path.join(dataDir, DATA_FOLDER_LOCK))).toBe(false);
    const opened = await openApp();
    try {
      const { user } = await login(opened.app, 'root', 'Kuchli-parol-2026');
      expect(user.permissions).toEqual(['platon.admin']);
      const audit = await opened.db.selectFrom('user_logs').select(['username', 'action_type', 'full_url']).execute();
      expect(audit).toContainEqual({ username: 'root', action_type: 'administratorCreated', full_url: 'platon admin create' });
    } finally {
      await opened.close();
    }
  });

  it('refuses a password given as an argument, before opening any database', async () => {
    for (const args of [
      ['admin', 'create', 'root', 'Kuchli-parol-2026'],
      ['admin', 'create', 'root', '--password', 'Kuchli-parol-2026'],
      ['admin', 'create', '--password=Kuchli-parol-2026'],
    ]) {
      const run = await platon(args, { input: 'Kuchli-parol-2026\n' });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('A password is never an argument');
      expect(run.stderr).not.toContain('Database:');
    }
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('refuses a duplicate name in any letter case, and a password the rules refuse, writing nothing', async () => {
    expect((await platon(['admin', 'create', 'root'], { input: 'Kuchli-parol-2026\n' })).code).toBe(0);
    const duplicate = await platon(['admin', 'create', 'ROOT'], { input: 'Boshqa-parol-2026\n' });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('platon admin: an account named "ROOT" exists already');
    const short = await platon(['admin', 'create', 'boss'], { input: '12345\n' });
    expect(short).toMatchObject({ code: 1 });
    expect(short.stderr).toContain('platon admin: the password must have at least 6 characters');
    const same = await platon(['admin', 'create', 'bossboss'], { input: 'BossBoss\n' });
    expect(same.stderr).toContain('the password must not be the username');
    const empty = await platon(['admin', 'create', 'boss'], { input: '' });
    expect(empty.stderr).toContain('no password on standard input');
    const opened = await openApp();
    try {
      expect(await opened.db.selectFrom('users').select('username').execute()).toEqual([{ username: 'root' }]);
      await login(opened.app, 'root', 'Kuchli-parol-2026');
    } finally {
      await opened.close();
    }
  });
});

describe('platon admin reset-password', () => {
  it('sets a new password: the old one stops working, the account keeps its permissions, unknown names are refused', async () => {
    expect((await platon(['admin', 'create', 'root'], { input: 'Eski-parol-2026\n' })).code).toBe(0);
    let opened = await openApp();
    const before = await login(opened.app, 'root', 'Eski-parol-2026');
    await opened.close();

    const run = await platon(['admin', 'reset-password', 'Root'], { input: 'Yangi-parol-2026\r\n' });
    expect(run).toMatchObject({ code: 0, stdout: 'New password set for "root"; every session of the account has ended.\n' });
    const unknown = await platon(['admin', 'reset-password', 'nobody'], { input: 'Yangi-parol-2026\n' });
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('platon admin: no account is named "nobody"');

    opened = await openApp();
    try {
      await expect(login(opened.app, 'root', 'Eski-parol-2026')).rejects.toThrow(/401/);
      const { user } = await login(opened.app, 'root', 'Yangi-parol-2026');
      expect(user.permissions).toEqual(['platon.admin']);
      // The session opened with the old password ended with it.
      const refreshed = await opened.app.inject({
        method: 'GET',
        url: '/api/auth/refresh/token',
        headers: { authorization: `Bearer ${before.refresh_token}`, 'device-id': before.device_id },
      });
      expect(refreshed.statusCode).toBe(401);
    } finally {
      await opened.close();
    }
  });
});

describe('platon migrate', () => {
  it('migrates and seeds a database no server has opened, then says it is up to date; a start after it finds nothing to do', async () => {
    const first = await platon(['migrate']);
    expect(first.code, first.stderr).toBe(0);
    const migrations = Number(LATEST_MIGRATION.slice(0, 4));
    expect(first.stdout).toMatch(
      new RegExp(
        `^Database at migration ${LATEST_MIGRATION}: ${migrations} applied \\(0001_initial, 0002_page_permission, .*, ${LATEST_MIGRATION}\\)\\.\n`,
      ),
    );
    expect(first.stderr).toContain(postgres ? 'Database: PostgreSQL at DATABASE_URL' : `Database: the embedded database in ${dataDir}`);
    expect(existsSync(path.join(dataDir, DATA_FOLDER_LOCK))).toBe(false);

    const again = await platon(['migrate']);
    expect(again).toMatchObject({
      code: 0,
      stdout: `Database at migration ${LATEST_MIGRATION}: already up to date.\nBuilt-in configuration of release ${PLATON_VERSION}: up to date.\n`,
    });
    const opened = await openApp();
    try {
      // Production unless --demo: the built-in configuration and no demo account.
      expect(await opened.db.selectFrom('users').select('username').execute()).toEqual([]);
      const forms = await opened.db.selectFrom('forms').select('name').where('name', '=', 'menus').execute();
      expect(forms).toEqual([{ name: 'menus' }]);
      expect(await migrateToLatest(opened.db)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('brings an earlier release’s built-in configuration up to date, keeping what an administrator changed for review', async () => {
    // The earlier release's database, as its server left it: migrated, with that release's rows.
    const older = postgres
      ? await createDatabase({ kind: 'postgres', url: postgres.url!, poolSize: 2 })
      : await createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      await migrateToLatest(older);
      const dump = JSON.parse(
        gunzipSync(readFileSync(new URL('../fixtures/upgrade/olderRelease.json.gz', import.meta.url))).toString(),
      ) as DatabaseDump;
      await loadDatabaseDump(older, dump);
    } finally {
      await older.destroy();
    }
    const run = await platon(['migrate']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Database at migration ${LATEST_MIGRATION}: already up to date\\.\nBuilt-in configuration of release ${PLATON_VERSION.replaceAll('.', '\\.')}: ` +
          `\\d+ built-in rows? updated, \\d+ built-in rows? changed by an administrator kept \\(the release's version waits for review\\)\\.\n$`,
      ),
    );
    const opened = await openApp();
    try {
      const { staleTranslation } = OLDER_RELEASE;
      const text = await opened.db
        .selectFrom('translations')
        .select('value')
        .where('locale', '=', staleTranslation.locale)
        .where('key', '=', staleTranslation.key)
        .executeTakeFirst();
      expect(text?.value).not.toBe(staleTranslation.older);
      const pending = await opened.db.selectFrom('builtin_versions').select('key').where('pending_hash', 'is not', null).execute();
      expect(pending.map((row) => row.key)).toContain(`${OLDER_RELEASE.adminTranslation.locale}:${OLDER_RELEASE.adminTranslation.key}`);
    } finally {
      await opened.close();
    }
    expect((await platon(['migrate'])).stdout).toContain(`Built-in configuration of release ${PLATON_VERSION}: up to date.`);
  });

  it('refuses clearly while a server holds the embedded database, and changes nothing', async () => {
    const release = lockDataFolder(dataDir, 'the Platon server');
    try {
      const run = await platon(['migrate'], { embedded: true });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`platon migrate: The embedded database in ${dataDir} is in use by the Platon server`);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      release();
    }
  });
});

describe('platon keys forget', () => {
  it('forgets the recorded keys, so a start with the replaced keys is taken; says so when none were recorded', async () => {
    expect((await platon(['migrate'])).code).toBe(0);
    const keys = () => ({ jwtSecret: randomBytes(32), dataKey: randomBytes(32) });
    let opened = await openApp();
    await requireSharedKeys(opened.db, keys());
    const replaced = keys();
    await expect(requireSharedKeys(opened.db, replaced)).rejects.toThrow(/platon keys forget/);
    await opened.close();

    const forgot = await platon(['keys', 'forget']);
    expect(forgot.code, forgot.stderr).toBe(0);
    expect(forgot.stdout).toBe('The recorded keys are forgotten: the next instance to start records its own.\n');
    opened = await openApp();
    await requireSharedKeys(opened.db, replaced);
    await opened.close();

    expect((await platon(['keys', 'forget'])).code).toBe(0);
    expect((await platon(['keys', 'forget'])).stdout).toBe('No keys were recorded for this database.\n');
    expect(await platon(['keys', 'remember'])).toMatchObject({ code: 2 });
  });
});

describe('platon on a running server’s embedded database', () => {
  it('refuses clearly and writes nothing while the server holds the folder', async () => {
    const release = lockDataFolder(dataDir, 'the Platon server');
    try {
      const run = await platon(['admin', 'create', 'root'], { input: 'Kuchli-parol-2026\n', embedded: true });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `platon admin: The embedded database in ${dataDir} is in use by the Platon server (process ${process.pid}, since `,
      );
      expect(run.stderr).toContain('Stop it first and try again');
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      release();
    }
  });

  it('takes over the lock of a server that died without removing it', async () => {
    // A process id that no process has: above the kernel's pid_max.
    writeFileSync(
      path.join(dataDir, DATA_FOLDER_LOCK),
      JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), holder: 'the Platon server' }),
    );
    const run = await platon(['admin', 'create', 'root'], { input: 'Kuchli-parol-2026\n', embedded: true });
    expect(run).toMatchObject({ code: 0 });
    expect(existsSync(path.join(dataDir, DATA_FOLDER_LOCK))).toBe(false);
  });
});

describe('platon help', () => {
  it('lists the verbs; a verb without arguments or an unknown one gives the usage with code 2', async () => {
    const help = await platon(['help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(
      /^Usage: platon COMMAND \[ARGUMENTS\]\n\nCommands:\n {2}start {4}run the server \(production; --demo for the demo\)\n/,
    );
    expect(help.stdout).toContain('  migrate  upgrade the database to this release without starting the server\n');
    expect(help.stdout).toContain('  admin    create an administrator');
    expect(help.stdout).toMatch(/\n {2}backup +write the database, the stored files and the keys into one file\n/);
    expect(help.stdout).toMatch(/\n {2}restore +restore a backup file into an empty database and data folder\n/);
    expect(help.stdout).toContain('  help     this list');
    const admin = await platon(['help', 'admin']);
    expect(admin.stdout).toContain('platon admin reset-password NAME');
    expect(await platon(['admin'])).toMatchObject({ code: 2 });
    expect((await platon(['help', 'start'])).stdout).toContain('platon start --demo');
    expect(await platon(['start', '--production'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('platon start: unknown argument "--production"'),
    });
    const wrong = await platon(['migrate', '--force']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('platon migrate: unknown argument "--force"');
    expect(wrong.stderr).not.toContain('Database:');
    const unknown = await platon(['upgrade']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('platon: unknown command "upgrade"');
  });
});
