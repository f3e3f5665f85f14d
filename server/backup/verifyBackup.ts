import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BACKUP_FORMAT, type BackupEnd, type BackupManifest } from './backupFormat';
import { BackupFileError, readBackupEntries } from './readBackupEntries';

const MANIFEST_MAX_BYTES = 64 * 1024;

/**
 * The manifest of the backup `file`, read from its first entry only (a quick look before a long restore);
 * anything but a Platon backup's manifest there throws BackupFileError.
 */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  await readBackupEntries(file, async (header, body) => {
    manifest = await manifestOf(file, header.name, header.size, body);
    return false;
  });
  if (!manifest) throw notBackup(file);
  return manifest;
}

/**
 * Reads the whole backup `file` and checks it against its end record: every entry there, none changed. Run
 * before anything is restored, so that a file cut short or damaged on the way changes nothing.
 */
export async function verifyBackup(file: string): Promise<{ manifest: BackupManifest; end: BackupEnd }> {
  const hash = createHash('sha256');
  let manifest: BackupManifest | null = null;
  let end: BackupEnd | null = null;
  let entries = 0;
  await readBackupEntries(file, async (header, body) => {
    if (end) throw damaged(file);
    if (header.name === BACKUP_FORMAT.end) {
      end = endOf(file, await readSmall(body, MANIFEST_MAX_BYTES, () => damaged(file)));
      return;
    }
    entries++;
    hash.update(`${header.name.replace(/\/$/, '')}\0`);
    if (!manifest) {
      manifest = await manifestOf(file, header.name, header.size, body);
      hash.update(JSON.stringify(manifest, null, 2) + '\n');
      return;
    }
    for await (const chunk of body) hash.update(chunk as Buffer);
  });
  if (!manifest) throw notBackup(file);
  if (!end) throw new BackupFileError(`${file} is incomplete: its end record is missing (a copy cut short?)`);
  const { entries: expected, sha256 } = end as BackupEnd;
  if (expected !== entries || sha256 !== hash.digest('hex')) throw damaged(file);
  return { manifest, end };
}

async function manifestOf(file: string, name: string, size: number, body: Readable): Promise<BackupManifest> {
  if (name !== BACKUP_FORMAT.manifest || size > MANIFEST_MAX_BYTES) throw notBackup(file);
  const text = (await readSmall(body, MANIFEST_MAX_BYTES, () => notBackup(file))).toString('utf8');
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw notBackup(file);
  }
  if (
    manifest.product !== BACKUP_FORMAT.product ||
    typeof manifest.release !== 'string' ||
    typeof manifest.database?.migration !== 'string'
  )
    throw notBackup(file);
  // The checksum covers the bytes as written; the writer wrote exactly this serialisation.
  if (JSON.stringify(manifest, null, 2) + '\n' !== text) throw damaged(file);
  return manifest as BackupManifest;
}

function endOf(file: string, body: Buffer): BackupEnd {
  try {
    const end = JSON.parse(body.toString('utf8')) as BackupEnd;
    if (typeof end.sha256 === 'string' && Number.isInteger(end.entries)) return end;
  } catch {
    // Said below, as any other damage.
  }
  throw damaged(file);
}

async function readSmall(body: Readable, limit: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += (chunk as Buffer).length;
    if (length > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function notBackup(file: string): BackupFileError {
  return new BackupFileError(`${file} is not a Platon backup (it has no Platon backup manifest)`);
}

function damaged(file: string): BackupFileError {
  return new BackupFileError(`${file} is damaged: its contents do not match the checksum written into it`);
}
