import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoredFiles } from './StoredFiles';

/**
 * The uploads folder (PLATON_DATA_DIR/uploads, createFileStorage's). A restore writes into a scratch folder
 * beside it and swaps the two by renaming at commit, so a restore that fails half way leaves it as it was.
 */
export function diskStoredFiles(dir: string): StoredFiles {
  const root = path.resolve(dir);
  return {
    label: `the uploads folder ${root}`,
    kind: 'disk',
    async *list() {
      for (const key of await filesUnder(root)) {
        const info = await stat(path.join(root, key)).catch(() => null);
        if (info?.isFile()) yield { key, size: info.size };
      }
    },
    async read(key) {
      const full = path.join(root, key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full, { start: 0, end: Math.max(info.size - 1, 0) }), size: info.size };
    },
    async isEmpty() {
      return (await filesUnder(root)).length === 0;
    },
    async startRestore(scratchDir) {
      const scratch = path.join(scratchDir, 'uploads');
      await mkdir(scratch, { recursive: true });
      return {
        async write(key, _size, body) {
          const target = path.resolve(scratch, key);
          // A key comes from the archive: one reaching outside the folder is refused, not written there.
          if (!target.startsWith(scratch + path.sep)) throw new Error(`the backup names a file outside the uploads folder: ${key}`);
          await mkdir(path.dirname(target), { recursive: true });
          await pipeline(body, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
        },
        async commit() {
          await mkdir(path.dirname(root), { recursive: true });
          await rename(root, path.join(scratchDir, 'uploads-replaced')).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          });
          await rename(scratch, root);
        },
        async abort() {
          await rm(scratch, { recursive: true, force: true });
        },
      };
    },
  };
}

/** Relative paths, with '/', of the regular files below `root`; none when it does not exist. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
