import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * The columns of `tables` and their data types (information_schema's data_type: 'jsonb', 'integer'...): what a
 * row tree may name, and which values go in as JSON text. Read from the database, so a column a later
 * migration adds takes part without a list to update.
 */
export async function columnTypes(db: Executor, tables: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name IN (${sql.join([...new Set(tables)])})`.execute(db);
  const types = new Map<string, Map<string, string>>();
  for (const row of rows) {
    if (!types.has(row.table_name)) types.set(row.table_name, new Map());
    types.get(row.table_name)!.set(row.column_name, row.data_type);
  }
  return types;
}
