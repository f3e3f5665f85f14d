import type { Kysely } from 'kysely';
import type { ColumnConfig } from '../../src/core/api/tableMetaContract';
import type { TableButtonMeta, TableDefinition } from '../../src/core/api/tableContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { definitionButton } from './definitionButton';
import { definitionColumns } from './definitionColumns';
import { definitionFilter } from './definitionFilter';
import { definitionOptions } from './definitionOptions';
import { definitionProps } from './definitionProps';
import { metaCanRead } from './metaCanRead';
import { metaTableRow, type MetaTableRow } from './metaTableRow';
import { newRecordFormName } from './newRecordFormName';

export interface TableDefinitionOptions {
  /** Table level (1 the table itself, 2 a sub-table...): columns, filters, buttons and saved config are per level. */
  level: number;
  /** The signed-in user, whose saved column settings come along; null for anonymous (public) readers. */
  userId: number | null;
  /** The reader's permissions: buttons that ask for one the reader lacks are left out. Empty when anonymous. */
  permissions?: readonly string[];
}

/** What every reader of one table level is given alike: the part tableDefinitionCache keeps. */
export interface SharedTableDefinition {
  /** The `tables` row, for the caller's access check (its permission, is_public). */
  table: MetaTableRow;
  props: TableDefinition['props'];
  columns: TableDefinition['columns'];
  filters: TableDefinition['filters'];
  /**
   * Every button of the level with the permissions it asks for (its own, and for a button to a new record the
   * form's); readerDefinition keeps the reader's. A button to a new record of a form that cannot insert, or of
   * no form at all, is not here: nobody could save what it opens.
   */
  buttons: { permissions: (string | null)[]; meta: TableButtonMeta }[];
}

/**
 * `GET tables/{name}`'s answer: props, the column tree, the level's filters with their options resolved, its
 * buttons and the user's saved column settings. Pass the `tables` row when the caller already has it; a
 * name that matches no table gives null. Access itself (the table's permission, public or not) is the
 * caller's to check. The routes read the shared part through tableDefinitionCache instead.
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
  const [shared, columnConfig] = await Promise.all([
    loadSharedDefinition(db, row, options.level),
    loadColumnConfig(db, options.userId, row.id, options.level),
  ]);
  return readerDefinition(shared, options.permissions ?? [], columnConfig);
}

/**
 * The shared part of a table level's definition: props, the column tree, the filters with their options
 * resolved, and every button with its permission. After the table row, everything is read in parallel.
 */
export async function loadSharedDefinition(db: Kysely<DatabaseSchema>, row: MetaTableRow, level: number): Promise<SharedTableDefinition> {
  const [columns, [filters, optionsBySource], [buttons, formPermissions]] = await Promise.all([
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
      .execute()
      .then(
        async (rows) =>
          [
            rows,
            await insertableForms(
              db,
              rows.flatMap((button) => newRecordFormName(button.link) ?? []),
            ),
          ] as const,
      ),
  ]);
  return {
    table: row,
    props: definitionProps(row, level),
    columns: definitionColumns(columns),
    filters: filters.map((filter) => definitionFilter(filter, filter.data_source ? optionsBySource.get(filter.data_source) : undefined)),
    buttons: buttons.flatMap((button) => {
      const form = newRecordFormName(button.link);
      if (form !== null && !formPermissions.has(form)) return [];
      return [{ permissions: [button.permission, form === null ? null : formPermissions.get(form)!], meta: definitionButton(button) }];
    }),
  };
}

/** The forms among `names` that can insert, each with the permission it asks for (null: none). */
async function insertableForms(db: Kysely<DatabaseSchema>, names: string[]): Promise<Map<string, string | null>> {
  if (names.length === 0) return new Map();
  const forms = await db
    .selectFrom('forms')
    .select(['name', 'permission'])
    .where('name', 'in', names)
    .where('can_insert', '=', true)
    .execute();
  return new Map(forms.map((form) => [form.name, form.permission]));
}

/** The user's saved column settings of one table level; null for anonymous readers and for none saved. */
export async function loadColumnConfig(
  db: Kysely<DatabaseSchema>,
  userId: number | null,
  tableId: number,
  level: number,
): Promise<ColumnConfig | null> {
  if (userId === null) return null;
  const config = await db
    .selectFrom('user_column_configs')
    .select('config')
    .where('user_id', '=', userId)
    .where('table_id', '=', tableId)
    .where('level', '=', level)
    .executeTakeFirst();
  return (config?.config as ColumnConfig | undefined) ?? null;
}

/**
 * One reader's definition from the shared part: the buttons whose permissions the reader holds (all without
 * any), and their column settings. The shared part is not changed: it is cached for every reader.
 */
export function readerDefinition(
  shared: SharedTableDefinition,
  permissions: readonly string[],
  columnConfig: ColumnConfig | null,
): TableDefinition {
  return {
    props: shared.props,
    columns: shared.columns,
    filters: shared.filters,
    buttons: shared.buttons
      .filter((button) => button.permissions.every((required) => metaCanRead(required, permissions)))
      .map((button) => button.meta),
    columnConfig,
  };
}
