import type { Kysely } from 'kysely';
import type { TransferMethod } from '../../src/core/api/transferCodec';
import type { PasswordHasher } from '../auth/createPasswordHasher';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { LATEST_MIGRATION, migrateToLatest } from '../db/migrations';
import { seedDatabase } from '../seed/seedDatabase';
import type { SyncOutcome } from './syncBuiltIns';

export interface DatabaseUpgrade {
  /** Migrations this run applied, oldest first; empty when the schema was up to date. */
  applied: string[];
  /** The newest migration of this release, which the database is now at. */
  latest: string;
  /** What bringing the built-in configuration up to this release wrote, and left for the administrator. */
  builtIns: SyncOutcome;
}

/**
 * Everything a release does to a database before it serves: the schema migrations, then the seeds and the
 * built-in configuration of this release (seedDatabase). One function for a server's start and for
 * `platon migrate`, so that an upgrade run ahead of a start leaves the start nothing to do.
 *
 * @example
 * const { applied, latest } = await upgradeDatabase(db, { demo: false, hasher });
 */
export async function upgradeDatabase(
  db: Kysely<DatabaseSchema>,
  options: { demo: boolean; hasher: PasswordHasher; transferMethod?: TransferMethod | null; appealCount?: number },
): Promise<DatabaseUpgrade> {
  const applied = await migrateToLatest(db);
  const builtIns = await seedDatabase(db, options);
  return { applied, latest: LATEST_MIGRATION, builtIns };
}
