import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupManifest } from '../../server/backup/backupFormat';
import { lockDataFolder } from '../../server/db/lockDataFolder';
import { emptyInstallation, expectData, makeData, platon, type Installation, type MadeData } from './support/backupInstallation';

/**
 * Issue 42: `platon backup FILE` and `platon restore FILE`, run as the command runs them (runPlaton with the
 * process-like io), on the embedded database, or on PostgreSQL when the suite runs there (pg_dump, psql).
 * What comes back is checked through the app: rows, a password sign-in, a file download, a sealed secret.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let folder: string;
let source: Installation;
let made: MadeData;
let backup: string;
let restored: Installation;
const installations: Installation[] = [];

async function fresh(): Promise<Installation> {
  const installation = await emptyInstallation();
  installations.push(installation);
  return installation;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'platon-backups-'));
  source = await fresh();
  made = await makeData(source);
  backup = path.join(folder, 'platon.backup');
  const run = await platon(['backup', backup], source.env);
  expect(run.stderr).not.toContain('platon backup:');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^Backup written to .*platon\.backup \(\d+(\.\d)? (KiB|MiB)\):\n/);
  expect(run.stdout).toMatch(/ {2}files: +1 stored file \(195 KiB\), the uploads folder /);
  expect(run.stdout).toMatch(/ {2}database: (embedded \(PGlite\)|PostgreSQL), \d+ tables, [\d,]+ rows, migration 00\d\d_\w+\n/);
});
afterAll(async () => {
  for (const installation of installations) await installation.remove();
  await rm(folder, { recursive: true, force: true });
});

/** The manifest of the suite's backup, to alter. */
function manifest(): BackupManifest {
  return {
    product: 'platon',
    format: 1,
    release: '0.0.1',
    createdAt: new Date().toISOString(),
    database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', migration: '0001_initial', tables: 1, rows: 1 },
    files: { storage: 'disk' },
    secrets: false,
  };
}

/** A gzipped tar holding `content` as the manifest and nothing else. */
async function manifestOnly(content: object): Promise<Buffer> {
  const archive = pack();
  archive.entry({ name: 'platon-backup.json' }, JSON.stringify(content, null, 2) + '\n');
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of (archive as unknown as Readable).pipe(createGzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('platon backup and platon restore', () => {
  it('restores into an empty installation: the same rows, the password signs in, the file downloads, the secret opens', async () => {
    const target = (restored = await fresh());
    const run = await platon(['restore', backup], target.env);
    expect(run.stderr).not.toContain('platon restore:');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Restored ${backup}:`);
    await expectData(target, made);
    // Nothing of the restore's scratch is left in the data folder.
    expect((await readdir(target.dataDir)).filter((name) => name.startsWith('.platon-restore'))).toEqual([]);
  });

  it('refuses a target that holds data, unless --force, which replaces it', async () => {
    // The installation the test above restored into, changed since.
    const target = restored;
    const opened = await target.open();
    await opened.db.deleteFrom('project_profile').execute();
    await opened.close();

    const refused = await platon(['restore', backup], target.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /platon restore: .*(holds a database already|has \d+ tables already); .* holds stored files already: restore into an empty one, or add --force to replace it\n$/,
    );
    const replaced = await platon(['restore', backup, '--force'], target.env);
    expect(replaced.stderr).not.toContain('platon restore:');
    expect(replaced.code).toBe(0);
    await expectData(target, made);
  });

  it('refuses a file that is missing, not a backup, cut short or damaged, writing nothing', async () => {
    const target = await fresh();
    const body = await readFile(backup);
    const cut = path.join(folder, 'cut.backup');
    await writeFile(cut, body);
    await truncate(cut, Math.floor(body.length / 2));
    const damaged = path.join(folder, 'damaged.backup');
    // One byte changed inside the stored file's body (its run of 7s), the archive otherwise intact.
    const unpacked = gunzipSync(body);
    unpacked[unpacked.indexOf(Buffer.alloc(1000, 7)) + 500] ^= 0xff;
    await writeFile(damaged, gzipSync(unpacked));
    const foreign = path.join(folder, 'notes.txt');
    await writeFile(foreign, 'not a backup\n'.repeat(100));

    for (const [file, reason] of [
      [path.join(folder, 'missing.backup'), 'does not exist'],
      [foreign, 'is not a Platon backup'],
      [cut, 'is incomplete'],
      [damaged, 'is damaged'],
      [folder, 'is not a file'],
    ]) {
      const run = await platon(['restore', file], target.env);
      expect(run.code, file).toBe(1);
      expect(run.stderr).toContain(`platon restore: ${file} ${reason}`);
      expect(run.stderr.trim().split('\n')).toHaveLength(2); // the database line, then the one reason
    }
    expect((await readdir(target.dataDir)).filter((name) => name !== 'pglite.lock')).toEqual([]);
    expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
  });

  it('refuses a backup from a newer release, and an embedded backup into PostgreSQL or the reverse', async () => {
    const newer = path.join(folder, 'newer.backup');
    const { writeBackup } = await import('../../server/backup/writeBackup');
    const { loadConfig } = await import('../../server/config');
    await writeBackup(loadConfig(source.env), newer, { force: false, release: '99.0.0' });
    const target = await fresh();
    const run = await platon(['restore', newer], target.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /platon restore: the backup was written by Platon 99\.0\.0, newer than this release \(.+\); install Platon 99\.0\.0 or later to restore it\n$/,
    );

    // An archive with a manifest alone is enough: the manifest is judged before the rest is read.
    const future = path.join(folder, 'future.backup');
    await writeFile(future, await manifestOnly({ ...manifest(), database: { ...manifest().database, migration: '9999_future' } }));
    const unknownMigration = await platon(['restore', future], target.env);
    expect(unknownMigration.code).toBe(1);
    expect(unknownMigration.stderr).toContain("platon restore: the backup's database has migration 9999_future, newer than this release");
    const foreign = path.join(folder, 'foreign.backup');
    await writeFile(foreign, await manifestOnly({ ...manifest(), product: 'other' }));
    expect((await platon(['restore', foreign], target.env)).stderr).toContain(`platon restore: ${foreign} is not a Platon backup`);
    expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);

    const otherKind = { ...target.env };
    if (otherKind.DATABASE_URL) delete otherKind.DATABASE_URL;
    else otherKind.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    const wrongKind = await platon(['restore', backup], otherKind);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toContain(
      target.postgres ? 'the backup holds a PostgreSQL database' : 'the backup holds an embedded database',
    );
  });

  it('keeps an existing backup file unless --force, and takes no half file', async () => {
    const before = await stat(backup);
    const kept = await platon(['backup', backup], source.env);
    expect(kept.code).toBe(1);
    expect(kept.stderr).toContain(`platon backup: ${backup} exists already: choose another name, or add --force to overwrite it`);
    expect((await stat(backup)).mtimeMs).toBe(before.mtimeMs);
    expect((await platon(['backup', backup, '--force'], source.env)).code).toBe(0);
    expect((await readdir(folder)).filter((name) => name.includes('.partial-') || name.includes('.dump-'))).toEqual([]);
    const usage = await platon(['backup'], source.env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('platon backup FILE [--force]');
  });

  it.runIf(process.env.DATABASE_URL)('backs up PostgreSQL while a server works on it, and names pg_dump when it is missing', async () => {
    const opened = await source.open();
    try {
      const online = path.join(folder, 'online.backup');
      const [run, info] = await Promise.all([platon(['backup', online], source.env), opened.app.inject({ url: '/api/info' })]);
      expect(info.statusCode).toBe(200);
      expect(run.stderr).not.toContain('platon backup:');
      expect(run.code).toBe(0);
    } finally {
      await opened.close();
    }
    vi.stubEnv('PATH', path.dirname(process.execPath));
    try {
      const run = await platon(['backup', path.join(folder, 'no-tools.backup')], source.env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("platon backup: pg_dump is not installed: install PostgreSQL's client programs");
      expect(existsSync(path.join(folder, 'no-tools.backup'))).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.skipIf(process.env.DATABASE_URL)('says to stop the server first while it holds the embedded database', async () => {
    const release = lockDataFolder(source.dataDir, 'the Platon server');
    try {
      const run = await platon(['backup', path.join(folder, 'busy.backup')], source.env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('is in use by the Platon server');
      expect(run.stderr).toContain('Stop it first');
      expect(existsSync(path.join(folder, 'busy.backup'))).toBe(false);
    } finally {
      release();
    }
  });
});
