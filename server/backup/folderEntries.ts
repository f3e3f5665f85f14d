import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folders and regular files below `root`, as relative paths with '/', parents before their contents (a
 * database folder needs its empty folders too: PostgreSQL will not start without pg_notify or pg_tblspc).
 */
export async function folderEntries(root: string): Promise<{ name: string; directory: boolean }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => ({
      name: path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      directory: entry.isDirectory(),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
