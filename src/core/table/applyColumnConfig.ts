import type { ColumnConfig, TableColumnMeta } from '../api/tableMetaContract';

/**
 * The columns as this user set them up (docs/behaviour.md §4 column settings): hidden ones removed, each sibling list
 * sorted by the saved positions, custom titles applied. Columns the saved order does not know (added by an
 * administrator since) keep their server order after the known ones, so a new column never jumps to the
 * front. A group whose children are all hidden disappears too: an empty header spanning nothing is noise.
 * Returns new objects; the input is not changed.
 *
 * @example
 * applyColumnConfig(columns, { order: { '3': 0, '1': 1 }, titles: { '1': 'Name' }, hidden: [2] });
 */
export function applyColumnConfig(columns: readonly TableColumnMeta[], config: ColumnConfig | null | undefined): TableColumnMeta[] {
  const hidden = new Set((config?.hidden ?? []).map(String));
  return arrange(columns, config?.order ?? {}, config?.titles ?? {}, hidden);
}

function arrange(
  columns: readonly TableColumnMeta[],
  order: Record<string, number>,
  titles: Record<string, string>,
  hidden: Set<string>,
): TableColumnMeta[] {
  const result: TableColumnMeta[] = [];
  for (const column of columns) {
    const key = String(column.id);
    if (hidden.has(key)) continue;
    const title = titles[key]?.trim() ? titles[key] : column.title;
    if (column.children?.length) {
      const children = arrange(column.children, order, titles, hidden);
      if (children.length) result.push({ ...column, title, children });
    } else {
      result.push({ ...column, title });
    }
  }
  const position = (column: TableColumnMeta) => order[String(column.id)];
  const known = result.filter((column) => Number.isFinite(position(column)));
  const unknown = result.filter((column) => !Number.isFinite(position(column)));
  // Array.prototype.sort is stable, so equal saved positions keep the server's order.
  return [...known.sort((a, b) => position(a) - position(b)), ...unknown];
}
