import type { ColumnConfig, SortOrder, TableColumnMeta, TableProps } from './tableMeta';

/**
 * The wire contract of server-defined tables (SPEC §2.8, §3, §7; DESIGN §3 "Table data"). Every response is
 * `{ data: ... }`. Signed-in calls live under the API base; public tables (flagged `isPublic`) answer the same
 * calls under `public/` without a token.
 *
 * | call | answer |
 * |---|---|
 * | `GET tables/{name}?level=1` | `TableDefinition` (404 unknown, 403 without the table's permission) |
 * | `GET tables/{name}/data?level&page&size&sort&order&filters` | `TableDataPage` |
 * | `GET tables/{name}/totals?level&filters` | `TableTotals` over the whole filtered set |
 * | `POST user/column` body `SaveColumnConfigRequest` | `{ data: { saved: true } }` |
 * | `GET export/{name}?level&sort&order&filters` (token in the Authorization header) | streamed xlsx of the filtered, sorted table |
 * | `GET public/tables/{name}`, `.../data`, `.../totals`, `GET public/export/{name}` | the same for public tables |
 *
 * `filters` travels as one query parameter holding `JSON.stringify(FilterValues)`; `sort` is a column's
 * dataField and `order` 1 or -1 (both absent: the table's default order).
 *
 * @example
 * const page = await api.get<{ data: TableDataPage }>(`tables/appeals/data?${tableQueryString(query)}`);
 */

/** Filter control types: the form element types a filter can use (SPEC §2.9), with the filter each applies. */
export type TableFilterType =
  /** Text contains, case-insensitive. */
  | 'input'
  | 'text'
  /** Equal to the chosen option (any of them when isMultiple). */
  | 'select'
  | 'multiselect'
  /** A from–to range of days (or timestamps); either end may be open. */
  | 'date'
  | 'datetime'
  /** A from–to numeric range; either end may be open. */
  | 'number'
  | 'int'
  /** Equal to true or false. */
  | 'checkbox';

/** One option of a select filter (SPEC §3 Option); extra fields (e.g. region_id) serve related selects. */
export interface TableFilterOption {
  id: string | number;
  name: string;
  [field: string]: unknown;
}

/** One filter above the table (SPEC §2.8 "column filters ... by level"), shaped like a form element. */
export interface TableFilterMeta {
  id: number;
  level: number;
  type: TableFilterType;
  /** The row field the filter applies to. */
  dataField: string;
  label: string;
  placeholder?: string | null;
  /** Form width rule (SPEC §2.9): <= 12 grid columns, 13..100 percent, above 100 pixels. */
  width?: number | null;
  /** Options of a select filter, resolved by the server (inline list or the filter's data source). */
  data?: TableFilterOption[] | null;
  /** Related select: disabled until the filter on `relatedSelect` (a dataField) has a value... */
  isRelatedSelect?: boolean | null;
  relatedSelect?: string | null;
  /** ...and then offers only options whose `filterBy` field equals that value. */
  filterBy?: string | null;
  isMultiple?: boolean | null;
  defaultValue?: FilterValue | null;
}

/** A button above the table or in each row; its link follows the link rules (SPEC §2.3). */
export interface TableButtonMeta {
  id: number;
  level: number;
  label: string;
  /** Link template; `{field}` is replaced by the row's value in row buttons. */
  link: string;
  position: 'top' | 'row';
  cssClass?: string | null;
  icon?: string | null;
}

/** `GET tables/{name}`: everything a view needs to draw the table of one level. */
export interface TableDefinition {
  props: TableProps & {
    title: string;
    /** Project the table belongs to: admins get gear links only on their own project's tables. */
    projectId: string;
    /** Built-in platform tables (the configuration collections) get no gear links (SPEC §6). */
    isBuiltIn: boolean;
    isPublic: boolean;
    /** Row field that identifies a record (stable row keys, links, selection). */
    rowKey: string;
    /** Rows per page the table starts with; the pager offers PAGE_SIZES. */
    pageSize: number;
    /** 'server': each page is a data call; 'client': one call loads every row, sorted and scrolled in the browser. */
    paging: 'server' | 'client';
    exportable: boolean;
    defaultSort?: string | null;
    defaultOrder?: SortOrder | null;
  };
  columns: TableColumnMeta[];
  filters: TableFilterMeta[];
  buttons: TableButtonMeta[];
  /** The signed-in user's saved column settings for this table and level; null when none (or public). */
  columnConfig: ColumnConfig | null;
}

/** A range filter's value; either end may be absent. Dates are server format YYYY-MM-DD (SPEC §9). */
export interface RangeValue {
  from?: string | number | null;
  to?: string | number | null;
}

export type FilterValue = string | number | boolean | (string | number)[] | RangeValue;

/** Filter values keyed by the filter's dataField; null, '' and [] mean "no filter". */
export type FilterValues = Record<string, FilterValue | null>;

/** What a data, totals or export call asks for. */
export interface TableQuery {
  level?: number;
  /** 1-based. */
  page?: number;
  size?: number;
  sort?: string | null;
  order?: SortOrder | null;
  filters?: FilterValues;
}

/** `GET tables/{name}/data`. `hasMore` says a next page exists (the server reads one row past the page). */
export interface TableDataPage {
  rows: Record<string, unknown>[];
  page: number;
  size: number;
  hasMore: boolean;
}

/** `GET tables/{name}/totals`: the record count and the footers (column id to value) of the filtered set. */
export interface TableTotals {
  total: number;
  footers: Record<string, number | null>;
}

/** `POST user/column` body (SPEC §7). */
export interface SaveColumnConfigRequest {
  level: number;
  tableId: number | string;
  column_config: ColumnConfig;
}

/** Page sizes the pager offers; the server accepts any size up to MAX_PAGE_SIZE. */
export const PAGE_SIZES = [10, 20, 50, 100, 500, 1000, 10000] as const;
export const MAX_PAGE_SIZE = 10_000;
/** A client-paged table loads at most this many rows in its one call. */
export const MAX_CLIENT_ROWS = 200_000;
