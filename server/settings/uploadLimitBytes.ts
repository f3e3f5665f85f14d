import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** The upload limit of a database without its settings row (migration 0020's default). */
export const DEFAULT_UPLOAD_LIMIT_MB = 50;

/**
 * The largest upload the project settings allow now, in bytes (`upload_limit_mb`, issue 41), never above
 * the operator's `ceiling` (buildApp's maxUploadBytes): read on every upload, so a change made on any
 * instance holds on all of them at once.
 *
 * @example
 * const maxBytes = await uploadLimitBytes(db, 1024 ** 3); // 52428800 with the default 50 MB
 */
export async function uploadLimitBytes(db: Kysely<DatabaseSchema>, ceiling: number): Promise<number> {
  const row = await db.selectFrom('project_profile').select('upload_limit_mb').where('id', '=', 1).executeTakeFirst();
  return Math.min(ceiling, (row?.upload_limit_mb ?? DEFAULT_UPLOAD_LIMIT_MB) * 1024 * 1024);
}
