import type { Kysely } from 'kysely';
import type { ColumnConfig } from '../../src/core/api/tableMetaContract';
import type { TableDefinition } from '../../src/core/api/tableContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { definitionButton } from './definitionButton';
import { definitionColumns } from './definitionColumns';
import { definitionFilter } from './definitionFilter';
import { definitionOptions } from './definitionOptions';
import { definitionProps } from './definitionProps';
import { metaCanRead } from './metaCanRead';
import { metaTableRow, type MetaTableRow } from './metaTableRow';

export interface TableDefinitionOptions {
  /** Table level (1 the table itself, 2 a sub-table...): columns, filters, buttons and saved config are per level. */
  level: number;
  /** The signed-in user, whose saved column settings come along; null for anonymous (public) readers. */
  userId: number | null;
  /** The reader's permissions: buttons that ask for one the reader lacks are left out. Empty when anonymous. */
  permissions?: readonly string[];
}

/**
 * `GET tables/{name}`'s answer: props, the column tree, the level's filters with their options resolved, its
 * buttons and the user's saved column settings. Pass the `tables` row when the caller already has it (the
 * routes do, to check access first); a name that matches no table gives null. Access itself (the table's
 * permission, public or not) is the caller's to check. After the table row, everything is read in parallel.
 *
 * @example
 * const definition = await loadTableDefinition(db, 'appeals', { level: 1, userId: 7, permissions: [] });
 */
export async function loadTableDefinition(
  db: Kysely<DatabaseSchema>,
  table: MetaTableRow,
  options: TableDefinitionOptions,
): Promise<TableDefinition>;
export async function loadTableDefinition(
  db: Kysely<DatabaseSchema>,
  table: string | MetaTableRow,
  options: TableDefinitionOptions,
): Promise<TableDefinition | null>;
export async function loadTableDefinition(
  db: Kysely<DatabaseSchema>,
  table: string | MetaTableRow,
  options: TableDefinitionOptions,
): Promise<TableDefinition | null> {
  const row = typeof table === 'string' ? await metaTableRow(db, table) : table;
  if (!row) return null;
  const { level, userId } = options;
  const permissions = options.permissions ?? [];
  const [columns, [filters, optionsBySource], buttons, config] = await Promise.all([
    db.selectFrom('table_columns').selectAll().where('table_id', '=', row.id).where('level', '=', level).execute(),
    db
      .selectFrom('table_filters')
      .selectAll()
      .where('table_id', '=', row.id)
      .where('level', '=', level)
      .orderBy('position')
      .orderBy('id')
      .execute()
      .then(
        async (rows) =>
          [
            rows,
            await definitionOptions(
              db,
              rows.flatMap((filter) => (filter.data_source ? [filter.data_source] : [])),
            ),
          ] as const,
      ),
    db
      .selectFrom('table_buttons')
      .selectAll()
      .where('table_id', '=', row.id)
      .where('level', '=', level)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    userId === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('user_column_configs')
          .select('config')
          .where('user_id', '=', userId)
          .where('table_id', '=', row.id)
          .where('level', '=', level)
          .executeTakeFirst(),
  ]);
  return {
    props: definitionProps(row, level),
    columns: definitionColumns(columns),
    filters: filters.map((filter) => definitionFilter(filter, filter.data_source ? optionsBySource.get(filter.data_source) : undefined)),
    buttons: buttons.filter((button) => metaCanRead(button.permission, permissions)).map(definitionButton),
    columnConfig: (config?.config as ColumnConfig | undefined) ?? null,
  };
}
