import type { Readable } from 'node:stream';

/** The stored files' bodies as a backup sees them: the uploads folder, or the objects under the S3 prefix. */
export interface StoredFiles {
  /** Where they are, for what the command prints: 'the uploads folder /srv/platon/uploads', 's3://bucket/uploads/'. */
  label: string;
  kind: 'disk' | 's3';
  /** Every stored body's key (relative to the folder or prefix) and size. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** A body to copy, or null when it was deleted since it was listed. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  isEmpty(): Promise<boolean>;
  /** Starts putting bodies back; nothing a server reads changes before commit() where that can be avoided. */
  startRestore(scratchDir: string, replace: boolean): Promise<FilesRestore>;
}

export interface FilesRestore {
  write(key: string, size: number, body: Readable): Promise<void>;
  /** Makes the written bodies the stored files; with `replace`, those the backup did not have are removed. */
  commit(): Promise<void>;
  /** Undoes what can be undone after a failure. */
  abort(): Promise<void>;
}
