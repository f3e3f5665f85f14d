/**
 * The layout of a `platon backup` file: a tar archive whose first entry is the manifest and whose last is the
 * end record. Between them the database (the embedded database's folder, or a pg_dump of PostgreSQL), the data
 * folder's keys and the stored files. The end record's checksum covers every entry before it, so a file cut
 * short or damaged is recognised before anything is restored from it.
 */
export const BACKUP_FORMAT = {
  product: 'platon',
  /** The layout's own version: a later release that changes it raises this, and this build refuses a higher one. */
  version: 1,
  manifest: 'platon-backup.json',
  end: 'platon-backup-end.json',
  /** The embedded database's folder (PLATON_DATA_DIR/pglite), file by file, below this prefix. */
  pglitePrefix: 'database/pglite/',
  /** PostgreSQL: pg_dump's custom format, compressed. */
  postgresDump: 'database/postgres.dump',
  /** The data folder's secrets.json: the token signing key and the data key that seals stored secrets. */
  secrets: 'secrets.json',
  /** Stored files by storage key (PLATON_DATA_DIR/uploads or the S3 prefix), below this prefix. */
  filesPrefix: 'files/',
} as const;

export type DatabaseKind = 'pglite' | 'postgres';

/** What the first entry says: enough to refuse a foreign or too new file before reading the rest. */
export interface BackupManifest {
  product: typeof BACKUP_FORMAT.product;
  format: number;
  /** The Platon release that wrote it (package.json's version). */
  release: string;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** The newest schema migration applied to it. */
    migration: string;
    tables: number;
    rows: number;
  };
  files: { storage: 'disk' | 's3' };
  /** Whether the data folder's secrets.json is inside. */
  secrets: boolean;
}

/** The last entry: what was written, and the checksum over every entry before it (names and bodies). */
export interface BackupEnd {
  entries: number;
  files: number;
  fileBytes: number;
  sha256: string;
}
