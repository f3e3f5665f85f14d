import type { SortOrder } from '../../src/core/api/tableMetaContract';
import { TableQueryError } from './queryError';
import { queryErrorText } from './queryErrorText';
import type { SourceColumn } from './runtimeColumnClass';
import type { RuntimeLevel, RuntimeTable } from './runtimeTable';

/** One ORDER BY key. Ascending keys put NULLs last and descending ones first (PostgreSQL's default). */
export interface OrderKey {
  field: string;
  descending: boolean;
}

/**
 * The ORDER BY of a table call, most significant first:
 * 1. the table's group_by field, ascending, so each group's rows are contiguous across pages;
 * 2. the requested sort (a whitelisted field, else 400; a column marked not sortable, 400), or without one
 *    the table's default_sort / default_order, or the first column with a server sortOrder;
 * 3. the row key, so rows with equal sort values keep one order and no row shows up on two pages. It runs
 *    the same way as the key before it, so an index on (sort field, row key) serves the whole ORDER BY
 *    scanned in either direction instead of the database sorting every filtered row.
 * Sorting by the group field itself turns its direction round instead of adding it twice. Configured fields
 * the source lacks are left out rather than failing every call.
 *
 * @example
 * queryOrder(table, table.level(1), fields, 'amount', -1);
 * // [{ field: 'region', descending: false }, { field: 'amount', descending: true }, { field: 'id', descending: true }]
 */
export function queryOrder(
  table: RuntimeTable,
  level: RuntimeLevel,
  fields: Map<string, SourceColumn>,
  sort: string | null | undefined,
  order: SortOrder | null | undefined,
): OrderKey[] {
  const requested = sort ? checkedSort(level, fields, sort, order) : defaultSort(table, level);
  const keys: OrderKey[] = [];
  const add = (key: OrderKey | null) => {
    if (key && table.sourceColumns.has(key.field) && !keys.some((known) => known.field === key.field)) keys.push(key);
  };
  if (table.groupBy) add({ field: table.groupBy, descending: requested?.field === table.groupBy ? requested.descending : false });
  add(requested);
  add({ field: table.rowKey, descending: keys.at(-1)?.descending ?? false });
  return keys;
}

function checkedSort(level: RuntimeLevel, fields: Map<string, SourceColumn>, sort: string, order: SortOrder | null | undefined): OrderKey {
  if (!fields.has(sort)) throw new TableQueryError(`Unknown sort field ${queryErrorText(sort)}`);
  const columns = level.leaves.filter((column) => column.dataField === sort);
  if (columns.length && columns.every((column) => column.sortable === false)) {
    throw new TableQueryError(`Column ${queryErrorText(sort)} is not sortable`);
  }
  return { field: sort, descending: order === -1 };
}

function defaultSort(table: RuntimeTable, level: RuntimeLevel): OrderKey | null {
  if (table.defaultSort) return { field: table.defaultSort, descending: table.defaultOrder === -1 };
  const column = level.leaves.find((leaf) => leaf.dataField && leaf.sortOrder);
  return column ? { field: column.dataField!, descending: column.sortOrder === -1 } : null;
}
