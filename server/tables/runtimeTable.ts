import { sql, type Kysely } from 'kysely';
import type { SortOrder, TableColumnMeta } from '../../src/core/api/tableMetaContract';
import { leafColumns } from '../../src/core/table/leafColumns';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { TableSource } from './querySource';
import type { SourceColumn } from './runtimeColumnClass';
import { definitionColumns } from './definitionColumns';
import { runtimeSourceColumns } from './runtimeSourceColumns';

/** A filter as the query code needs it: which field, which control type, one value or several. */
export interface RuntimeFilter {
  dataField: string;
  /** A TableFilterType; unknown types from newer metadata are treated as an equality filter. */
  type: string;
  isMultiple: boolean;
}

/** The columns and filters of one level of a table. */
export interface RuntimeLevel {
  columns: TableColumnMeta[];
  leaves: TableColumnMeta[];
  filters: RuntimeFilter[];
  /** The link templates of the level's buttons: their `{field}`s travel with each row. */
  buttonLinks: string[];
}

/** Everything the data, totals and export calls need to know about a table. */
export interface RuntimeTable extends TableSource {
  id: number;
  name: string;
  title: string;
  rowKey: string;
  pageSize: number;
  paging: 'server' | 'client';
  groupBy: string | null;
  defaultSort: string | null;
  defaultOrder: SortOrder | null;
  isPublic: boolean;
  exportable: boolean;
  permission: string | null;
  /** The columns the source really has (see runtimeSourceColumns). */
  sourceColumns: Map<string, SourceColumn>;
  /** Columns and filters of a level; a level without any has none. */
  level(level: number): RuntimeLevel;
}

/**
 * Reads a table's runtime description: the `tables` row, its columns and filters (every level), and the
 * columns of its source. Null when no table has this name. A `source_table` must name an existing table of
 * the `app` schema (an optional `app.` prefix is accepted); when it does not, or the administrator's SQL does
 * not run, this throws and the call answers 500, because the configuration, not the request, is wrong. When
 * both a source table and SQL are set, the table wins: it needs no read-only transaction.
 *
 * @example
 * const table = await readRuntimeTable(db, 'appeals', 5000);
 * table?.level(1).leaves.map((column) => column.dataField);
 */
export async function readRuntimeTable(db: Kysely<DatabaseSchema>, name: string, timeoutMs: number): Promise<RuntimeTable | null> {
  const row = await db.selectFrom('tables').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) return null;
  const [columnRows, filterRows, buttonRows] = await Promise.all([
    db.selectFrom('table_columns').selectAll().where('table_id', '=', row.id).execute(),
    db
      .selectFrom('table_filters')
      .select(['level', 'position', 'id', 'type', 'data_field', 'is_multiple'])
      .where('table_id', '=', row.id)
      .execute(),
    db.selectFrom('table_buttons').select(['level', 'link']).where('table_id', '=', row.id).execute(),
  ]);
  const sourceTable = row.source_table?.trim() ? row.source_table.trim().replace(/^app\./, '') : null;
  if (sourceTable) {
    const found = await sql`SELECT 1 FROM information_schema.tables WHERE table_schema = 'app' AND table_name = ${sourceTable}`.execute(db);
    if (!found.rows.length)
      throw new Error(`Table ${JSON.stringify(name)}: source table app.${JSON.stringify(sourceTable)} does not exist`);
  }
  const source: TableSource = { sourceTable, sourceSql: sourceTable ? null : row.source_sql };
  const sourceColumns = await runtimeSourceColumns(db, source, timeoutMs);

  const levels = new Map<number, RuntimeLevel>();
  const levelOf = (level: number): RuntimeLevel => {
    if (!levels.has(level)) {
      const columns = definitionColumns(columnRows.filter((column) => column.level === level));
      const filters = filterRows
        .filter((filter) => filter.level === level)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((filter) => ({ dataField: filter.data_field, type: filter.type, isMultiple: filter.is_multiple }));
      const buttonLinks = buttonRows.filter((button) => button.level === level && button.link).map((button) => button.link!);
      levels.set(level, { columns, leaves: leafColumns(columns), filters, buttonLinks });
    }
    return levels.get(level)!;
  };

  return {
    ...source,
    id: row.id,
    name: row.name,
    title: row.title,
    rowKey: row.row_key,
    pageSize: row.page_size,
    paging: row.paging,
    groupBy: row.group_by,
    defaultSort: row.default_sort,
    defaultOrder: row.default_order,
    isPublic: row.is_public,
    exportable: row.exportable,
    permission: row.permission?.trim() ? row.permission : null,
    sourceColumns,
    level: levelOf,
  };
}
