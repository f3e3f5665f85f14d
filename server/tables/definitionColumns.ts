import type { Selectable } from 'kysely';
import type { TableColumnMeta } from '../../src/core/api/tableMetaContract';
import type { TableColumnsTable } from '../db/DatabaseSchema';

/**
 * Nests the flat column rows of one table level into the contract's tree: children under their parent_id,
 * siblings by position then id. Fields the administrator left empty are omitted (the table model supplies
 * defaults); `children` appears only on header groups. A row whose parent is missing (another level, or
 * deleted) is dropped with its subtree rather than promoted, as the menu tree does: a hidden group never
 * leaks its columns.
 *
 * @example
 * definitionColumns([{ id: 1, parent_id: null, title: 'Молия', ... }, { id: 2, parent_id: 1, title: 'Сумма', data_field: 'amount', ... }]);
 * // [{ id: 1, title: 'Молия', sortable: true, ..., children: [{ id: 2, title: 'Сумма', dataField: 'amount', ... }] }]
 */
export function definitionColumns(rows: readonly Selectable<TableColumnsTable>[]): TableColumnMeta[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  const childRows = new Map<number | null, Selectable<TableColumnsTable>[]>();
  for (const row of sorted) {
    const siblings = childRows.get(row.parent_id) ?? [];
    siblings.push(row);
    childRows.set(row.parent_id, siblings);
  }
  // Built downwards from the roots, so rows that only reach each other (a parent_id cycle) never appear.
  const build = (row: Selectable<TableColumnsTable>): TableColumnMeta => {
    const column = toColumnMeta(row);
    const children = childRows.get(row.id);
    if (children?.length) column.children = children.map(build);
    return column;
  };
  return (childRows.get(null) ?? []).map(build);
}

function toColumnMeta(row: Selectable<TableColumnsTable>): TableColumnMeta {
  const column: TableColumnMeta = {
    id: row.id,
    title: row.title,
    sortable: row.sortable,
    dataNowrap: row.data_nowrap,
    footerNowrap: row.footer_nowrap,
  };
  const optional: Partial<TableColumnMeta> = {
    dataField: row.data_field,
    width: row.width,
    cellFormat: row.cell_format,
    link: row.link,
    hint: row.hint,
    numberFormat: row.number_format,
    dataAlign: row.data_align,
    footerAlign: row.footer_align,
    formatCondition: row.format_condition,
    formatColor: row.format_color,
    formatBackgroundColor: row.format_background_color,
    footer: row.footer,
    sumType: row.sum_type,
    headerComponent: row.header_component,
    sortOrder: row.sort_order,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== null && value !== undefined && value !== '') (column as unknown as Record<string, unknown>)[key] = value;
  }
  return column;
}
