import { describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../db/migrations';
import type { BackupManifest } from './backupFormat';
import { restorableProblem } from './restorableProblem';

const manifest = (release: string, migration = LATEST_MIGRATION, format = 1): BackupManifest => ({
  product: 'platon',
  format,
  release,
  createdAt: '2026-12-07T00:00:00.000Z',
  database: { kind: 'pglite', migration, tables: 1, rows: 1 },
  files: { storage: 'disk' },
  secrets: true,
});

describe('restorableProblem', () => {
  it('takes a backup of this release or an older one', () => {
    expect(restorableProblem(manifest('1.2.3'), '1.2.3')).toBeNull();
    expect(restorableProblem(manifest('1.2.3', '0001_initial'), '1.10.0')).toBeNull();
    expect(restorableProblem(manifest('0.9.9-beta.1'), '1.0.0')).toBeNull();
  });

  it('refuses a newer release, a newer migration and a newer layout, saying what to install', () => {
    expect(restorableProblem(manifest('1.10.0'), '1.9.0')).toBe(
      'the backup was written by Platon 1.10.0, newer than this release (1.9.0); install Platon 1.10.0 or later to restore it',
    );
    expect(restorableProblem(manifest('1.0.0', '9999_future'), '1.0.0')).toContain(
      'migration 9999_future, newer than this release (1.0.0) knows',
    );
    expect(restorableProblem(manifest('1.0.0', LATEST_MIGRATION, 2), '1.0.0')).toContain(
      'in a newer layout than this release (1.0.0) reads',
    );
  });
});
