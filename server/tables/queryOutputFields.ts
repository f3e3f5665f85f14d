import type { OrderKey } from './queryOrder';
import type { RuntimeLevel, RuntimeTable } from './runtimeTable';

/** `{field}` of a link or cell format template, as the browser fills it (fillLinkTemplate, formatCellValue). */
const PLACEHOLDER = /\{([^{}]+)\}/g;
/** Names in an expression; words inside its string literals may match too, which only adds a column. */
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/**
 * The source fields a row of this level carries to the browser: the leaf columns, the row key, the group
 * field, the fields that the columns' links, cell formats and format conditions and the buttons' links
 * use, and the order's fields; of those, only the ones the source has. Everything else the source holds
 * (an internal note, a deleted flag) stays on the server, on public tables too.
 *
 * @example
 * queryOutputFields(table, table.level(1), plan.order); // ['id', 'title', 'region_id', ...]
 */
export function queryOutputFields(table: RuntimeTable, level: RuntimeLevel, order: readonly OrderKey[]): string[] {
  const names = new Set<string>([table.rowKey]);
  if (table.groupBy) names.add(table.groupBy);
  for (const column of level.leaves) {
    if (column.dataField) names.add(column.dataField);
    for (const template of [column.link, column.cellFormat]) {
      for (const [, name] of (template ?? '').matchAll(PLACEHOLDER)) names.add(name.trim());
    }
    for (const [name] of (column.formatCondition ?? '').matchAll(IDENTIFIER)) names.add(name);
  }
  for (const link of level.buttonLinks) {
    for (const [, name] of link.matchAll(PLACEHOLDER)) names.add(name.trim());
  }
  for (const key of order) names.add(key.field);
  return [...names].filter((name) => table.sourceColumns.has(name));
}
