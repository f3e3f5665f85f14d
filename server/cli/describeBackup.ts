import type { BackupEnd, BackupManifest } from '../backup/backupFormat';

/** The lines `platon backup` and `platon restore` print about what a backup holds. */
export function describeBackup(manifest: BackupManifest, end: BackupEnd, filesLabel: string): string[] {
  const { database } = manifest;
  return [
    `  database: ${database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'}, ${count(database.tables, 'table')}, ` +
      `${count(database.rows, 'row')}, migration ${database.migration}`,
    `  files:    ${count(end.files, 'stored file')} (${size(end.fileBytes)}), ${filesLabel}`,
    `  keys:     ${manifest.secrets ? 'the data folder’s secrets.json (token signing key, data key)' : 'none (this installation takes them from PLATON_JWT_SECRET and PLATON_DATA_KEY)'}`,
    `  made by:  Platon ${manifest.release} at ${manifest.createdAt}`,
  ];
}

export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

function count(value: number, noun: string): string {
  return `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;
}
