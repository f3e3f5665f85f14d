import type { ColumnConfig, TableColumnMeta } from '../../src/core/api/tableMetaContract';
import { applyColumnConfig } from '../../src/core/table/applyColumnConfig';

/** One spreadsheet column: the leaf it shows and its header text. */
export interface ExportColumn {
  column: TableColumnMeta;
  /** The leaf's title under its header groups, e.g. 'Address / City'. */
  title: string;
  field: string;
}

/**
 * The spreadsheet's columns, left to right, as the user sees the table: the saved column settings applied
 * (hidden columns left out, custom titles, their order; see applyColumnConfig), header groups flattened
 * into 'Group / Title'. Leaves without a dataField (pure decoration) have no data to export.
 *
 * @example
 * exportColumns([{ id: 1, title: 'Manzil', children: [{ id: 2, title: 'Shahar', dataField: 'city' }] }], null);
 * // [{ column: {...}, title: 'Manzil / Shahar', field: 'city' }]
 */
export function exportColumns(columns: readonly TableColumnMeta[], config: ColumnConfig | null): ExportColumn[] {
  const flatten = (list: readonly TableColumnMeta[], path: string[]): ExportColumn[] =>
    list.flatMap((column) => {
      const title = column.title.trim();
      const here = title ? [...path, title] : path;
      if (column.children?.length) return flatten(column.children, here);
      return column.dataField ? [{ column, title: here.join(' / ') || column.dataField, field: column.dataField }] : [];
    });
  return flatten(applyColumnConfig(columns, config), []);
}
