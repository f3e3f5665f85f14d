import type { TableDefinition } from '../../src/core/api/tableContract';
import type { MetaTableRow } from './metaTableRow';

/**
 * The props of a table definition (TableProps plus the extras of TableDefinition) from its `tables` row, for
 * the requested level. The title falls back to the name so a table is never drawn untitled.
 *
 * @example
 * definitionProps(row, 1); // { tableName: 'appeals', tableId: 1, level: 1, leftFixed: 2, ..., paging: 'server' }
 */
export function definitionProps(row: MetaTableRow, level: number): TableDefinition['props'] {
  return {
    tableName: row.name,
    tableId: row.id,
    level,
    title: row.title || row.name,
    projectId: row.project_id,
    isBuiltIn: row.is_built_in,
    isPublic: row.is_public,
    rowKey: row.row_key,
    pageSize: row.page_size,
    paging: row.paging,
    exportable: row.exportable,
    leftFixed: row.left_fixed,
    rightFixed: row.right_fixed,
    groupBy: row.group_by,
    splitRowsBy: row.split_rows_by,
    maxHeight: row.max_height,
    navigateByKeyboard: row.navigate_by_keyboard,
    defaultSort: row.default_sort,
    defaultOrder: row.default_order,
  };
}
