import type { Kysely } from 'kysely';
import type { ColumnConfig } from '../../src/core/api/tableMetaContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { loadColumnConfig } from './loadTableDefinition';

/**
 * The column settings a user saved for one table and level (POST user/column), or null. Read fresh on every
 * export: the user may have just changed them.
 *
 * @example
 * const config = await exportColumnConfig(db, user.id, table.id, 1); // { hidden: [3], titles: {...}, order: {...} }
 */
export async function exportColumnConfig(
  db: Kysely<DatabaseSchema>,
  userId: number,
  tableId: number,
  level: number,
): Promise<ColumnConfig | null> {
  const saved: unknown = await loadColumnConfig(db, userId, tableId, level);
  const config = (typeof saved === 'string' ? JSON.parse(saved) : saved) as unknown;
  if (!isRecord(config)) return null;
  // Saved by the browser, so only trusted as far as its shape is checked.
  return {
    order: isRecord(config.order) ? (config.order as Record<string, number>) : undefined,
    titles: isRecord(config.titles) ? (config.titles as Record<string, string>) : undefined,
    hidden: Array.isArray(config.hidden) ? (config.hidden as (string | number)[]) : undefined,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
