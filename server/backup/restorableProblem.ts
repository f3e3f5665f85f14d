import { LATEST_MIGRATION } from '../db/migrations';
import { BACKUP_FORMAT, type BackupManifest } from './backupFormat';

/**
 * Why this build cannot restore the backup described by `manifest`, or null when it can. A backup from this
 * release or an older one is restored and then migrated, as a start would migrate it; one from a newer release
 * holds a schema this build does not know, and restoring it would give a server that fails or loses data.
 *
 * @example
 * const problem = restorableProblem(manifest, '1.4.0');
 */
export function restorableProblem(manifest: BackupManifest, release: string): string | null {
  const newer = `; install Platon ${manifest.release} or later to restore it`;
  if (manifest.format > BACKUP_FORMAT.version)
    return `the backup was written by Platon ${manifest.release} in a newer layout than this release (${release}) reads${newer}`;
  if (compareReleases(manifest.release, release) > 0)
    return `the backup was written by Platon ${manifest.release}, newer than this release (${release})${newer}`;
  // Migration names start with their number, four digits: they sort in the order they are applied.
  if (manifest.database.migration > LATEST_MIGRATION)
    return `the backup's database has migration ${manifest.database.migration}, newer than this release (${release}) knows${newer}`;
  return null;
}

/** -1, 0 or 1 as release `a` is older, the same or newer than `b`, by their major.minor.patch numbers. */
function compareReleases(a: string, b: string): number {
  const numbers = (release: string) => (release.match(/^(\d+)\.(\d+)\.(\d+)/)?.slice(1) ?? ['0', '0', '0']).map(Number);
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i] ? 1 : -1;
  return 0;
}
