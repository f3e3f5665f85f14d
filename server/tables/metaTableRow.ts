import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, TablesTable } from '../db/DatabaseSchema';

/** A row of `tables`: everything the platform knows about one server-defined table. */
export type MetaTableRow = Selectable<TablesTable>;

/**
 * The `tables` row named `name`, or null. Names are matched exactly (they are URL segments and unique).
 *
 * @example
 * const table = await metaTableRow(db, 'appeals');
 * if (!table) return sendError(reply, 404, TABLE_NOT_FOUND);
 */
export async function metaTableRow(db: Kysely<DatabaseSchema>, name: string): Promise<MetaTableRow | null> {
  return (await db.selectFrom('tables').selectAll().where('name', '=', name).executeTakeFirst()) ?? null;
}
