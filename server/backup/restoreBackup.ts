import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config';
import { createDatabase } from '../db/createDatabase';
import { LATEST_MIGRATION, migrateToLatest } from '../db/migrations';
import { lockForBackup } from './lockForBackup';
import { BACKUP_FORMAT, type BackupEnd, type BackupManifest } from './backupFormat';
import { BackupFileError, readBackupEntries } from './readBackupEntries';
import { restorableProblem } from './restorableProblem';
import { postgresTableCount, restorePostgres } from './restorePostgres';
import { storedFilesOf } from './storedFilesOf';
import type { StoredFiles } from './StoredFiles';
import { readBackupManifest, verifyBackup } from './verifyBackup';

export interface RestoreSummary {
  file: string;
  manifest: BackupManifest;
  end: BackupEnd;
  filesLabel: string;
  /** The migration the backup's database had, when this release migrated it further. */
  migratedFrom: string | null;
}

/**
 * Restores a `platon backup` file into this installation's database, stored files and data folder: into an
 * empty target, or with `force` over what is there. Checked first, before anything is written: that it is a
 * Platon backup (its manifest), not from a newer release, of the kind of database configured here, whole and
 * undamaged (its end record's checksum). Then everything is written aside (a scratch folder in the data
 * folder; PostgreSQL in one transaction) and put in place at the end; the database is migrated to this
 * release, as a start would. The embedded database is taken with the server's folder lock.
 *
 * @example
 * await restoreBackup(loadConfig(), '/backups/platon-2026-12-07.tar', { force: false, release: '1.0.0' });
 */
export async function restoreBackup(
  config: ServerConfig,
  file: string,
  options: { force: boolean; release: string },
): Promise<RestoreSummary> {
  const source = path.resolve(file);
  const info = await stat(source).catch(() => null);
  if (!info) throw new BackupFileError(`${source} does not exist`);
  if (!info.isFile()) throw new BackupFileError(`${source} is not a file`);
  const manifest = await readBackupManifest(source);
  const problem = restorableProblem(manifest, options.release);
  if (problem) throw new Error(problem);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new Error(
      manifest.database.kind === 'pglite'
        ? 'the backup holds an embedded database, and DATABASE_URL names a PostgreSQL one: restore it without DATABASE_URL, into PLATON_DATA_DIR'
        : 'the backup holds a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database',
    );

  const release = config.databaseUrl ? null : lockForBackup(config.dataDir, 'platon restore');
  const files = storedFilesOf(config);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const scratch = path.join(config.dataDir, `.platon-restore-${process.pid}`);
  try {
    const occupied = await occupiedBy(config, files);
    if (occupied.length && !options.force)
      throw new Error(`${occupied.join('; ')}: restore into an empty one, or add --force to replace it`);

    const { end } = await verifyBackup(source);
    // What a restore killed half way left (it never replaced anything): gone before this one starts.
    for (const name of await readdir(config.dataDir).catch(() => []))
      if (name.startsWith('.platon-restore-')) await rm(path.join(config.dataDir, name), { recursive: true, force: true });
    await mkdir(scratch, { recursive: true, mode: 0o700 });
    const filesRestore = await files.startRestore(scratch, options.force);
    try {
      const dump = path.join(scratch, 'postgres.dump');
      await readBackupEntries(source, async (header, body) => {
        const { name } = header;
        if (name.startsWith(BACKUP_FORMAT.pglitePrefix)) {
          await extract(path.join(scratch, 'pglite'), name.slice(BACKUP_FORMAT.pglitePrefix.length), header.type === 'directory', body);
        } else if (name === BACKUP_FORMAT.postgresDump) {
          await pipeline(body, createWriteStream(dump, { mode: 0o600 }));
        } else if (name === BACKUP_FORMAT.secrets) {
          await pipeline(body, createWriteStream(path.join(scratch, 'secrets.json'), { mode: 0o600 }));
        } else if (name.startsWith(BACKUP_FORMAT.filesPrefix)) {
          await filesRestore.write(name.slice(BACKUP_FORMAT.filesPrefix.length), header.size, body);
        }
      });

      if (config.databaseUrl) {
        await restorePostgres(config.databaseUrl, dump, options.force);
        await migrate(await createDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 }));
      } else {
        await migrate(await createDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'pglite') }));
        await rename(pgliteDir, path.join(scratch, 'pglite-replaced')).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        await rename(path.join(scratch, 'pglite'), pgliteDir);
      }
    } catch (error) {
      await filesRestore.abort().catch(() => {});
      throw error;
    }
    await filesRestore.commit();
    if (manifest.secrets) await rename(path.join(scratch, 'secrets.json'), path.join(config.dataDir, 'secrets.json'));
    return {
      file: source,
      manifest,
      end,
      filesLabel: files.label,
      migratedFrom: manifest.database.migration < LATEST_MIGRATION ? manifest.database.migration : null,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
    release?.();
  }
}

/** What the target holds already, in words: nothing when it is empty. */
async function occupiedBy(config: ServerConfig, files: StoredFiles): Promise<string[]> {
  const reasons: string[] = [];
  if (config.databaseUrl) {
    const tables = await postgresTableCount(config.databaseUrl);
    if (tables) reasons.push(`the database at DATABASE_URL has ${tables} tables already`);
  } else if ((await readdir(path.join(config.dataDir, 'pglite')).catch(() => [])).length) {
    reasons.push(`${config.dataDir} holds a database already`);
  }
  if (!(await files.isEmpty())) reasons.push(`${files.label} holds stored files already`);
  return reasons;
}

/** One entry of the database folder, below `root`; a name reaching outside it is refused, not written there. */
async function extract(root: string, name: string, directory: boolean, body: Readable): Promise<void> {
  const target = path.resolve(root, name);
  if (target !== root && !target.startsWith(root + path.sep))
    throw new BackupFileError(`the backup names a file outside the database folder: ${name}`);
  if (directory) {
    await mkdir(target, { recursive: true, mode: 0o700 });
    return;
  }
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await pipeline(body, createWriteStream(target, { mode: 0o600 }));
}

async function migrate(db: Awaited<ReturnType<typeof createDatabase>>): Promise<void> {
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
