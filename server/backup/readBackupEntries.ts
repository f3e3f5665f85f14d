import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract, type Header } from 'tar-stream';

/** A backup file that cannot be used as it is: not a backup, cut short, damaged, or missing. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/**
 * Calls `visit` for each entry of the backup archive `file` in order, with the entry's body as a stream
 * (read it or leave it: what is left is skipped). `visit` returning false stops the reading there. A file
 * that is no tar archive, or ends inside an entry, throws BackupFileError with a reason a person can act on.
 *
 * @example
 * await readBackupEntries(file, async (header, body) => { ...; return true; });
 */
export async function readBackupEntries(file: string, visit: (header: Header, body: Readable) => Promise<boolean | void>): Promise<void> {
  const archive = tarExtract();
  let source: Readable | null = null;
  let entries = 0;
  try {
    // Backups are gzipped; a plain tar (one unpacked by hand and packed again) is read as well.
    const gzipped = await startsWithGzip(file);
    const raw = createReadStream(file);
    source = gzipped ? raw.pipe(createGunzip()) : raw;
    raw.on('error', (error) => archive.destroy(error));
    source.on('error', (error) => archive.destroy(error));
    source.pipe(archive as unknown as NodeJS.WritableStream);
    for await (const entry of archive) {
      entries++;
      const body = entry as unknown as Readable;
      const more = await visit(entry.header, body);
      if (more === false) break;
      // Whatever the visitor left unread is skipped, so the next header can be read.
      body.resume();
    }
  } catch (error) {
    throw explain(file, error, entries > 0);
  } finally {
    source?.destroy();
    archive.destroy();
  }
}

async function startsWithGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** `started`: an entry was read, so what follows is a Platon backup's damage, not a foreign file. */
function explain(file: string, error: unknown, started: boolean): Error {
  if (error instanceof BackupFileError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupFileError(`${file} does not exist`);
  if (code === 'EISDIR') return new BackupFileError(`${file} is a folder, not a backup file`);
  if (code === 'EACCES') return new BackupFileError(`${file} cannot be read (permission denied)`);
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end|Z_BUF_ERROR/i.test(message) || code === 'Z_BUF_ERROR')
    return new BackupFileError(`${file} is incomplete: it ends in the middle (a copy cut short?)`);
  if (code?.startsWith('Z_')) return new BackupFileError(`${file} is damaged: its compressed data cannot be read`);
  if (/invalid tar header|checksum/i.test(message) && started)
    return new BackupFileError(`${file} is damaged: its contents do not match the checksum written into it`);
  if (/invalid tar header|checksum/i.test(message)) return new BackupFileError(`${file} is not a Platon backup (not a backup archive)`);
  return error instanceof Error ? error : new Error(message);
}
