import { sql, type Kysely } from 'kysely';
import type { ColumnConfig } from '../../src/core/api/tableMetaContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/**
 * Stores a user's column settings of one table level (one row per user, table and level), or deletes them
 * when the config holds nothing (`{}`, or only empty order, titles and hidden): that is the "reset to the
 * table's defaults" of the column settings dialog. Only the three known parts are kept.
 *
 * @example
 * await metaSaveColumnConfig(db, { userId: 2, tableId: 1, level: 1, config: { hidden: [5] } });
 * await metaSaveColumnConfig(db, { userId: 2, tableId: 1, level: 1, config: {} }); // reset
 */
export async function metaSaveColumnConfig(
  db: Kysely<DatabaseSchema>,
  target: { userId: number; tableId: number; level: number; config: ColumnConfig },
): Promise<void> {
  const { userId, tableId, level } = target;
  const config: ColumnConfig = {};
  if (target.config.order && Object.keys(target.config.order).length) config.order = target.config.order;
  if (target.config.titles && Object.keys(target.config.titles).length) config.titles = target.config.titles;
  if (target.config.hidden?.length) config.hidden = target.config.hidden;

  if (Object.keys(config).length === 0) {
    await db
      .deleteFrom('user_column_configs')
      .where('user_id', '=', userId)
      .where('table_id', '=', tableId)
      .where('level', '=', level)
      .execute();
    return;
  }
  const json = JSON.stringify(config);
  await db
    .insertInto('user_column_configs')
    .values({ user_id: userId, table_id: tableId, level, config: json })
    .onConflict((oc) => oc.columns(['user_id', 'table_id', 'level']).doUpdateSet({ config: json, updated_at: sql`now()` }))
    .execute();
}
