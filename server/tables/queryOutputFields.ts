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
  let fields = levelFields.get(level);
  if (!fields) {
    fields = levelOutputFields(table, level);
    levelFields.set(level, fields);
  }
  const extra = order.map((key) => key.field).filter((field) => !fields.includes(field) && table.sourceColumns.has(field));
  return extra.length ? [...new Set([...fields, ...extra])] : fields;
}

/** A loaded level's fields, as the templates and expressions of its columns name them: read once per level. */
const levelFields = new WeakMap<RuntimeLevel, string[]>();

function levelOutputFields(table: RuntimeTable, level: RuntimeLevel): string[] {
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
  return [...names].filter((name) => table.sourceColumns.has(name));
}
