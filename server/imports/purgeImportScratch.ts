import { lstat, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The name every scratch file of an import starts with: the upload being read, the report being written. */
export const IMPORT_SCRATCH_PREFIX = 'platon-import-';

/**
 * Older than this, a scratch file is no running import's: the largest import ends within minutes, and an
 * instance beside this one (same machine, same tmpdir) may be in the middle of one.
 */
const SAFE_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * Removes the import scratch files a crash (or a kill) left in the temporary folder: each import deletes its
 * own when it ends, but a process that dies mid-import cannot, and each may hold a 50 MiB upload. Run when
 * the server starts and with its hourly purge. Returns how many were removed.
 *
 * @example
 * await purgeImportScratch();
 */
export async function purgeImportScratch(options: { dir?: string; now?: number } = {}): Promise<number> {
  const dir = options.dir ?? tmpdir();
  const before = (options.now ?? Date.now()) - SAFE_AGE_MS;
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (!name.startsWith(IMPORT_SCRATCH_PREFIX)) continue;
    const file = path.join(dir, name);
    // lstat: a link is judged (and removed) as itself, never followed elsewhere.
    const stats = await lstat(file).catch(() => null);
    if (!stats?.isFile() || stats.mtimeMs >= before) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
