import type { Selectable } from 'kysely';
import type { TableColumnMeta } from '../../src/core/api/tableMeta';
import type { TableColumnsTable } from '../db/DatabaseSchema';

/**
 * The `table_columns` rows of one level as the header tree of TableColumnMeta (camelCase, nulls kept), in
 * position order. Footers, export titles and the field whitelist all read this shape, the same one the
 * browser gets. A row whose parent is missing (deleted, or on another level) is treated as top level
 * rather than dropped, so a configuration slip never hides data.
 *
 * @example
 * runtimeColumnTree(await db.selectFrom('table_columns').selectAll().where('table_id', '=', id).execute());
 */
export function runtimeColumnTree(rows: readonly Selectable<TableColumnsTable>[]): TableColumnMeta[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  const ids = new Set(sorted.map((row) => row.id));
  const children = new Map<number | null, Selectable<TableColumnsTable>[]>();
  for (const row of sorted) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) && row.parent_id !== row.id ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  // `seen` guards against a parent cycle an administrator could save (a -> b -> a); the rows of a cycle
  // never hang under the root, so they are added at the top level afterwards.
  const seen = new Set<number>();
  const node = (row: Selectable<TableColumnsTable>): TableColumnMeta[] => {
    if (seen.has(row.id)) return [];
    seen.add(row.id);
    const nested = (children.get(row.id) ?? []).flatMap(node);
    return [{ ...columnMeta(row), children: nested.length ? nested : null }];
  };
  const roots = (children.get(null) ?? []).flatMap(node);
  return [...roots, ...sorted.flatMap(node)];
}

function columnMeta(row: Selectable<TableColumnsTable>): TableColumnMeta {
  return {
    id: row.id,
    title: row.title,
    dataField: row.data_field,
    width: row.width,
    sortable: row.sortable,
    cellFormat: row.cell_format,
    link: row.link,
    hint: row.hint,
    numberFormat: row.number_format,
    dataAlign: row.data_align,
    footerAlign: row.footer_align,
    dataNowrap: row.data_nowrap,
    footerNowrap: row.footer_nowrap,
    formatCondition: row.format_condition,
    formatColor: row.format_color,
    formatBackgroundColor: row.format_background_color,
    footer: row.footer,
    sumType: row.sum_type,
    headerComponent: row.header_component,
    sortOrder: row.sort_order,
  };
}
