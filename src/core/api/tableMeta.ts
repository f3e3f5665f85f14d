/**
 * Table metadata as the server sends it (SPEC §3: Table column, Table column config per user, Table props).
 * Optional fields are optional because administrators fill in only what a column needs; the model supplies
 * the defaults. Types only: this file has no behaviour, so views, the model and the server can share it.
 *
 * @example
 * const amount: TableColumnMeta = { id: 7, title: 'Summa', dataField: 'amount', numberFormat: 2, sumType: 'sum' };
 */

/** Column and config ids: the server's numeric ids, kept open to strings because saved configs are JSON keys. */
export type ColumnId = number | string;

/** SPEC §2.8 sort cycle: 1 ascending, -1 descending. "No sort" is the absence of a sort state. */
export type SortOrder = 1 | -1;

/** Aggregates a footer can show without a formula (the column's sumType). */
export type FooterAggregate = 'sum' | 'avg' | 'min' | 'max' | 'count';

export type ColumnAlign = 'left' | 'center' | 'right';

/** One column or header group (a group has children and no data of its own). */
export interface TableColumnMeta {
  id: ColumnId;
  title: string;
  /** Field of a row this column shows; absent on pure header groups. */
  dataField?: string | null;
  /** Nested columns: this column is then a header group spanning its leaves. */
  children?: TableColumnMeta[] | null;
  /** CSS pixels. */
  width?: number | null;
  sortable?: boolean | null;
  /** Cell format template or named format; applied by the view, errors fall back to plain text (SPEC §8). */
  cellFormat?: string | null;
  /** Link template the cell opens (SPEC §2.3 link rules apply). */
  link?: string | null;
  hint?: string | null;
  /** Fixed count of decimals for numbers in this column (SPEC §5); absent means "up to 4". */
  numberFormat?: number | null;
  dataAlign?: ColumnAlign | null;
  footerAlign?: ColumnAlign | null;
  dataNowrap?: boolean | null;
  footerNowrap?: boolean | null;
  /** Expression over the row; when true the cell takes formatColor / formatBackgroundColor. */
  formatCondition?: string | null;
  formatColor?: string | null;
  formatBackgroundColor?: string | null;
  /** Footer formula; may refer to other columns' footers (recursion limited to 10 levels, SPEC §9). */
  footer?: string | null;
  /** Footer aggregate used when there is no formula. */
  sumType?: FooterAggregate | null;
  /** Name of a registered component drawn in the header instead of the title. */
  headerComponent?: string | null;
  /** Sort the server applied initially, if any. */
  sortOrder?: SortOrder | null;
}

/** Per-user column settings (SPEC §3), saved through POST /user/column. */
export interface ColumnConfig {
  /** Column id to position among its siblings; smaller comes first. */
  order?: Record<string, number>;
  /** Column id to the user's own title; empty titles are ignored. */
  titles?: Record<string, string>;
  /** Ids of columns the user hid; hiding a group hides everything under it. */
  hidden?: ColumnId[];
}

/** Table-level settings (SPEC §3 Table props). */
export interface TableProps {
  tableName: string;
  tableId: number | string;
  /** Nesting level of the table (a sub-table of a row has level 2 and so on); part of the column-config key. */
  level: number;
  /** Count of top-level columns pinned to the left. */
  leftFixed?: number | null;
  /** Count of top-level columns pinned to the right. */
  rightFixed?: number | null;
  /** Data field rows are grouped by. */
  groupBy?: string | null;
  /** Data field whose equal values merge into one spanning cell. */
  splitRowsBy?: string | null;
  maxHeight?: number | null;
  navigateByKeyboard?: boolean | null;
}
