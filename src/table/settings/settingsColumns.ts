import type { ColumnConfig, TableColumnMeta } from '../../core/api/tableMetaContract';
import { applyColumnConfig } from '../../core/table/applyColumnConfig';
import type { SettingsColumn } from './SettingsColumn';

/**
 * The column tree the settings dialog starts from: every server column, hidden ones included, each sibling
 * list in the user's saved order exactly as the table draws it (the ordering is applyColumnConfig's own, so
 * a column the saved order does not know sits after the known ones in both places). Titles stay the
 * server's: the user's titles are edited separately.
 *
 * @example
 * settingsColumns(definition.columns, definition.columnConfig); // [{ key: '3', id: 3, title: 'Ҳудуд', children: [] }, ...]
 */
export function settingsColumns(columns: readonly TableColumnMeta[], config: ColumnConfig | null | undefined): SettingsColumn[] {
  return applyColumnConfig(columns, { order: config?.order ?? {} }).map(toSettingsColumn);
}

function toSettingsColumn(column: TableColumnMeta): SettingsColumn {
  return { key: String(column.id), id: column.id, title: column.title, children: (column.children ?? []).map(toSettingsColumn) };
}
