import { createReadStream, existsSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { lockForBackup } from './lockForBackup';
import { BACKUP_FORMAT, type BackupEnd, type BackupManifest } from './backupFormat';
import { createBackupWriter } from './createBackupWriter';
import type { DatabaseFacts } from './databaseFacts';
import { dumpPostgres } from './dumpPostgres';
import { folderEntries } from './folderEntries';
import { pgliteFacts } from './pgliteFacts';
import { storedFilesOf } from './storedFilesOf';

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  end: BackupEnd;
  filesLabel: string;
}

/**
 * Writes the whole of a Platon installation into the one file `file`: the database (the embedded one's folder,
 * or a pg_dump of PostgreSQL), the data folder's keys and every stored file. It is written under a temporary
 * name beside `file` and renamed at the end, so a failed backup leaves no half file under the real name;
 * an existing `file` is kept unless `force`. The embedded database is taken with the server's folder lock
 * (a running server refuses it: stop it first); PostgreSQL and S3 are copied while the server runs.
 *
 * @example
 * const summary = await writeBackup(loadConfig(), '/backups/platon-2026-12-07.tar', { force: false, release: '1.0.0' });
 */
export async function writeBackup(
  config: ServerConfig,
  file: string,
  options: { force: boolean; release: string; now?: Date },
): Promise<BackupSummary> {
  const target = path.resolve(file);
  const existing = await stat(target).catch(() => null);
  if (existing?.isDirectory()) throw new Error(`${target} is a folder: name the backup file to write`);
  if (existing && !options.force) throw new Error(`${target} exists already: choose another name, or add --force to overwrite it`);
  const folder = await stat(path.dirname(target)).catch(() => null);
  if (!folder?.isDirectory()) throw new Error(`the folder ${path.dirname(target)} does not exist`);

  const partial = `${target}.partial-${process.pid}`;
  const dump = `${target}.dump-${process.pid}`;
  const release = config.databaseUrl ? null : lockForBackup(config.dataDir, 'platon backup');
  const files = storedFilesOf(config);
  try {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    let facts: DatabaseFacts | null;
    if (config.databaseUrl) facts = await dumpPostgres(config.databaseUrl, dump);
    else {
      facts = await pgliteFacts(pgliteDir);
      if (!facts?.migration) throw new Error(`there is no Platon database in ${config.dataDir} (PLATON_DATA_DIR): nothing to back up`);
    }
    const secretsFile = path.join(config.dataDir, 'secrets.json');
    const secrets = existsSync(secretsFile);
    const manifest: BackupManifest = {
      product: BACKUP_FORMAT.product,
      format: BACKUP_FORMAT.version,
      release: options.release,
      createdAt: (options.now ?? new Date()).toISOString(),
      database: { kind: config.databaseUrl ? 'postgres' : 'pglite', migration: facts.migration!, tables: facts.tables, rows: facts.rows },
      files: { storage: files.kind },
      secrets,
    };

    const writer = createBackupWriter(partial);
    try {
      await writer.addBuffer(BACKUP_FORMAT.manifest, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
      if (config.databaseUrl) {
        const { size } = await stat(dump);
        await writer.addStream(BACKUP_FORMAT.postgresDump, size, createReadStream(dump));
      } else {
        for (const entry of await folderEntries(pgliteDir)) {
          const name = BACKUP_FORMAT.pglitePrefix + entry.name;
          if (entry.directory) await writer.addDirectory(name);
          else {
            const { size } = await stat(path.join(pgliteDir, entry.name));
            await writer.addStream(name, size, createReadStream(path.join(pgliteDir, entry.name)));
          }
        }
      }
      if (secrets) await writer.addBuffer(BACKUP_FORMAT.secrets, await readFile(secretsFile));
      let count = 0;
      let fileBytes = 0;
      for await (const { key } of files.list()) {
        // Read after listing: a body deleted meanwhile (an orphan purge, a record removed) is left out.
        const body = await files.read(key);
        if (!body) continue;
        await writer.addStream(BACKUP_FORMAT.filesPrefix + key, body.size, body.stream);
        count++;
        fileBytes += body.size;
      }
      const end = await writer.finish({ files: count, fileBytes });
      await rename(partial, target);
      return { file: target, bytes: (await stat(target)).size, manifest, end, filesLabel: files.label };
    } catch (error) {
      await writer.abort(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  } finally {
    await rm(partial, { force: true });
    await rm(dump, { force: true });
    release?.();
  }
}

/** The embedded database's folder, taken from a server that might start meanwhile; a running one refuses. */
