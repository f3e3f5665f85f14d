import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { FileStorage } from './createFileStorage';

/** Files deleted per statement: a long backlog is purged in short steps, never one long lock. */
const BATCH = 500;

/**
 * Deletes uploads never saved into a record (a form's file or image element took them, no save ever wrote
 * them; see markFilesAttached) once they are older than `ageMs`, bodies first gone from storage. Files a
 * server produced itself (export results, import reports and inputs) belong to no form element and are
 * never orphans: their jobs delete them. Returns how many were deleted.
 *
 * @example
 * await purgeOrphanUploads(db, storage, 24 * 3600_000);
 */
export async function purgeOrphanUploads(db: Kysely<DatabaseSchema>, storage: FileStorage, ageMs: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const orphans = await db
      .deleteFrom('files')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('files')
          .select('id')
          .where('attached_at', 'is', null)
          .where('form_element_id', 'is not', null)
          .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${ageMs / 1000})`)
          .limit(BATCH),
      )
      .returning('storage_key')
      .execute();
    for (const orphan of orphans) await storage.remove(orphan.storage_key);
    deleted += orphans.length;
    if (orphans.length < BATCH) return deleted;
  }
}
