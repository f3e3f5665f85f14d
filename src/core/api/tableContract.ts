/**
 * The wire contract of server-defined tables (docs/behaviour.md §4, §2, §11; docs/architecture.md "Table data"). Every response is
 * `{ data: ... }`. Signed-in calls live under the API base; public tables (flagged `isPublic`) answer the same
 * calls under `public/` without a token.
 *
 * | call | answer |
 * |---|---|
 * | `GET tables/{name}?level=1` | `TableDefinition` (404 unknown, 403 without the table's permission) |
 * | `GET tables/{name}?level=1&first={address query}` | the same, with `firstPage`: the first page of that view |
 * | `GET tables/{name}/data?level&page&size&sort&order&filters` | `TableDataPage` |
 * | `GET tables/{name}/totals?level&filters` | `TableTotals` over the whole filtered set |
 * | `POST user/column` body `SaveColumnConfigRequest` | `{ data: { saved: true } }` |
 * | `GET export/{name}?level&sort&order&filters` (token in the Authorization header) | streamed xlsx of the filtered, sorted table |
 * | `GET public/tables/{name}`, `.../data`, `.../totals`, `GET public/export/{name}` | the same for public tables |
 *
 * `filters` travels as one query parameter holding `JSON.stringify(FilterValues)`; `sort` is a column's
 * dataField and `order` 1 or -1 (both absent: the table's default order).
 *
 * Each wire shape is written once, as the JSON schema the server registers by its `$id` (routes and other
 * schemas `$ref` it; the OpenAPI document names it), validates and serializes with; the types are derived from
 * it (docs/architecture.md "One contract"). Response schemas double as an allow-list: the serializer drops unlisted fields.
 *
 * @example
 * const page = await api.get<{ data: TableDataPage }>(`tables/appeals/data?${tableQueryString(query)}`);
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  columnConfigSchema,
  columnIdSchema,
  nullableBoolean,
  nullableInteger,
  nullableString,
  sortOrderOrNullSchema,
  tableColumnSchema,
  type SortOrder,
  type TableColumnMeta,
  type TableColumnOwnSchema,
} from './tableMetaContract';

/** Page sizes the pager offers; the server accepts any size up to MAX_PAGE_SIZE. */
export const PAGE_SIZES = [10, 20, 50, 100, 500, 1000, 10000] as const;
export const MAX_PAGE_SIZE = 10_000;
/** A client-paged table loads at most this many rows in its one call. */
export const MAX_CLIENT_ROWS = 200_000;

/**
 * Filter control types: the form element types a filter can use (docs/behaviour.md §5), with the filter each applies:
 * `input`, `text`: text contains, case-insensitive; `select`, `multiselect`: equal to the chosen option (any of
 * them when isMultiple); `date`, `datetime`: a from–to range of days (or timestamps), either end open;
 * `number`, `int`: a from–to numeric range, either end open; `checkbox`: equal to true or false.
 */
export const tableFilterTypeSchema = {
  type: 'string',
  enum: ['input', 'text', 'select', 'multiselect', 'date', 'datetime', 'number', 'int', 'checkbox'],
} as const;
export type TableFilterType = FromSchema<typeof tableFilterTypeSchema>;

/**
 * One option of a select filter (docs/behaviour.md §2 Option): the rows of the filter's data source with all their fields,
 * or the administrator's inline list, as they are. Extra fields (e.g. region_id) serve related selects; `id`
 * and `name` are optional because a data source table need not have those columns.
 */
export const tableFilterOptionSchema = {
  $id: 'TableFilterOption',
  type: 'object',
  description: 'An option of a select filter; further fields (e.g. region_id) serve related selects.',
  // number, not integer: the serializer would truncate an option id such as 1.5.
  properties: { id: { type: ['number', 'string'] }, name: { type: 'string' } },
  additionalProperties: true,
} as const;
export type TableFilterOption = FromSchema<typeof tableFilterOptionSchema>;

/** One filter above the table (docs/behaviour.md §4 "column filters ... by level"), shaped like a form element. */
export const tableFilterSchema = {
  $id: 'TableFilter',
  type: 'object',
  description: 'A filter above the table, shaped like a form element.',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    level: { type: 'integer' },
    type: tableFilterTypeSchema,
    /** The row field the filter applies to. */
    dataField: { type: 'string' },
    label: { type: 'string' },
    placeholder: nullableString,
    /** Form width rule (docs/behaviour.md §5): <= 12 grid columns, 13..100 percent, above 100 pixels. */
    width: nullableInteger,
    /** Options of a select filter, resolved by the server (inline list or the filter's data source). */
    data: { type: ['array', 'null'], items: { $ref: 'TableFilterOption#' } },
    /** Related select: disabled until the filter on `relatedSelect` (a dataField) has a value... */
    isRelatedSelect: nullableBoolean,
    relatedSelect: nullableString,
    /** ...and then offers only options whose `filterBy` field equals that value. */
    filterBy: nullableString,
    isMultiple: nullableBoolean,
    /** The administrator's stored JSON as it is: a FilterValue when it was set up right (initialFilterValues). */
    defaultValue: { description: 'FilterValue: text, number, boolean, list, or { from, to } range' },
  },
  required: ['id', 'level', 'type', 'dataField', 'label'],
} as const;
export type TableFilterMeta = FromSchema<typeof tableFilterSchema, { references: [typeof tableFilterOptionSchema] }>;

/** A button above the table or in each row; its link follows the link rules (docs/behaviour.md §1). */
export const tableButtonSchema = {
  $id: 'TableButton',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    level: { type: 'integer' },
    label: { type: 'string' },
    link: { type: 'string', description: 'Link template; {field} is filled from the row in row buttons.' },
    position: { type: 'string', enum: ['top', 'row'] },
    cssClass: nullableString,
    icon: nullableString,
  },
  required: ['id', 'level', 'label', 'link', 'position'],
} as const;
export type TableButtonMeta = FromSchema<typeof tableButtonSchema>;

/** `GET tables/{name}`: everything a view needs to draw the table of one level. */
export const tableDefinitionSchema = {
  $id: 'TableDefinition',
  type: 'object',
  description: 'Everything a view needs to draw one level of a table (tableContract.ts TableDefinition).',
  additionalProperties: false,
  properties: {
    props: {
      type: 'object',
      additionalProperties: false,
      properties: {
        tableName: { type: 'string' },
        tableId: columnIdSchema,
        /** Nesting level of the table (a sub-table of a row has level 2 and so on); part of the column-config key. */
        level: { type: 'integer' },
        title: { type: 'string' },
        /** Project the table belongs to: admins get gear links only on their own project's tables. */
        projectId: { type: 'string' },
        /** Built-in platform tables (the configuration collections) get no gear links (docs/behaviour.md §2). */
        isBuiltIn: { type: 'boolean' },
        isPublic: { type: 'boolean' },
        /** Row field that identifies a record (stable row keys, links, selection). */
        rowKey: { type: 'string' },
        /** Rows per page the table starts with; the pager offers PAGE_SIZES. */
        pageSize: { type: 'integer' },
        /** 'server': each page is a data call; 'client': one call loads every row, sorted and scrolled in the browser. */
        paging: { type: 'string', enum: ['server', 'client'] },
        exportable: { type: 'boolean' },
        /** Count of top-level columns pinned to the left. */
        leftFixed: nullableInteger,
        /** Count of top-level columns pinned to the right. */
        rightFixed: nullableInteger,
        /** Data field rows are grouped by. */
        groupBy: nullableString,
        /** Data field whose equal values merge into one spanning cell. */
        splitRowsBy: nullableString,
        maxHeight: nullableInteger,
        navigateByKeyboard: nullableBoolean,
        defaultSort: nullableString,
        defaultOrder: sortOrderOrNullSchema,
      },
      required: [
        'tableName',
        'tableId',
        'level',
        'title',
        'projectId',
        'isBuiltIn',
        'isPublic',
        'rowKey',
        'pageSize',
        'paging',
        'exportable',
      ],
    },
    columns: { type: 'array', items: { $ref: 'TableColumn#' } },
    filters: { type: 'array', items: { $ref: 'TableFilter#' } },
    buttons: { type: 'array', items: { $ref: 'TableButton#' } },
    /** The signed-in user's saved column settings for this table and level; null when none (or public). */
    columnConfig: { anyOf: [{ $ref: 'ColumnConfig#' }, { type: 'null' }] },
  },
  required: ['props', 'columns', 'filters', 'buttons', 'columnConfig'],
} as const;
type TableDefinitionWire = FromSchema<typeof tableDefinitionSchema, { references: TableSchemaReferences }>;
/** The columns are TableColumnMeta, nested: the one part of the definition json-schema-to-ts cannot derive. */
export type TableDefinition = Omit<TableDefinitionWire, 'columns'> & { columns: TableColumnMeta[] };
/** Table-level settings (docs/behaviour.md §2 Table props). */
export type TableProps = TableDefinition['props'];

/** A range filter's value; either end may be absent. Dates are server format YYYY-MM-DD (docs/behaviour.md §12). */
export interface RangeValue {
  from?: string | number | null;
  to?: string | number | null;
}

/**
 * A filter's value. Filter values travel as JSON text inside the `filters` parameter (TableQueryString), so
 * they have no JSON schema of their own: the server reads them back with queryRequest and checks each against
 * its filter.
 */
export type FilterValue = string | number | boolean | (string | number)[] | RangeValue;

/** Filter values keyed by the filter's dataField; null, '' and [] mean "no filter". */
export type FilterValues = Record<string, FilterValue | null>;

/** The table's name in the path of its calls. */
export const tableNameParamsSchema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name'],
} as const;
export type TableNameParams = FromSchema<typeof tableNameParamsSchema>;

/** The longest `first` a definition call takes: a longer view is opened by its own data call. */
export const FIRST_PAGE_ADDRESS_MAX = 8_000;

/**
 * `GET tables/{name}`'s query: the level whose definition it is, and `first`, the address query of the view
 * the table opens with (`status_id=2&sort=amount&order=desc`, empty for the plain view; tableAddress). With
 * `first` the answer also carries that view's first page (`firstPage`), so a table draws its rows one round
 * trip after it asks instead of two (issue 13).
 */
export const tableDefinitionQuerySchema = {
  type: 'object',
  properties: {
    level: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
    first: {
      type: 'string',
      maxLength: FIRST_PAGE_ADDRESS_MAX,
      description: "The address query of the view the table opens with (URL-encoded); the answer then carries the view's first page",
    },
  },
} as const;

/**
 * The query string of the data, totals and export calls. Fastify coerces the numbers and answers 400 itself
 * for anything of the wrong shape ('1 OR 1=1' as a page, order 2). The upper size limit here is the
 * client-paged one; a server-paged table's lower limit is checked per table.
 */
export const tableQueryStringSchema = {
  type: 'object',
  properties: {
    level: { type: 'integer', minimum: 1, maximum: 100, description: 'Table level (sub-tables are 2 and deeper); default 1' },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, description: '1-based page; default 1' },
    size: { type: 'integer', minimum: 1, maximum: MAX_CLIENT_ROWS, description: "Rows per page; default the table's page size" },
    sort: { type: 'string', maxLength: 200, description: "A column's dataField; absent: the table's default order" },
    order: { type: 'integer', enum: [1, -1], description: '1 ascending, -1 descending' },
    filters: { type: 'string', maxLength: 100_000, description: 'JSON.stringify(FilterValues), keyed by dataField' },
  },
} as const;
export type TableQueryString = FromSchema<typeof tableQueryStringSchema>;

/** `GET tables/{name}/totals`'s query: the level and the filters of the set the totals cover. */
export const tableTotalsQuerySchema = {
  type: 'object',
  properties: { level: tableQueryStringSchema.properties.level, filters: tableQueryStringSchema.properties.filters },
} as const;

/** `GET export/{name}`'s query: the table's level, sort and filters, and the locale of its titles. */
export const tableExportQuerySchema = {
  type: 'object',
  properties: {
    level: tableQueryStringSchema.properties.level,
    sort: tableQueryStringSchema.properties.sort,
    order: tableQueryStringSchema.properties.order,
    filters: tableQueryStringSchema.properties.filters,
    locale: { type: 'string', maxLength: 35, description: 'Locale of the titles (default: Accept-Language)' },
  },
} as const;

/** What a data, totals or export call asks for, before tableQueryString writes it into the address. */
export type TableQuery = Pick<TableQueryString, 'level' | 'page' | 'size'> & {
  sort?: string | null;
  order?: SortOrder | null;
  filters?: FilterValues;
};

/** `GET tables/{name}/data`. `hasMore` says a next page exists (the server reads one row past the page). */
export const tableDataPageSchema = {
  $id: 'TableDataPage',
  type: 'object',
  description: 'One page of a table (tableContract.ts); hasMore says a next page exists.',
  additionalProperties: false,
  properties: {
    /** The rows as the table's source gives them: open, keyed by field. */
    rows: { type: 'array', items: { type: 'object', additionalProperties: true } },
    page: { type: 'integer' },
    size: { type: 'integer' },
    hasMore: { type: 'boolean' },
  },
  required: ['rows', 'page', 'size', 'hasMore'],
} as const;
export type TableDataPage = FromSchema<typeof tableDataPageSchema>;

/** `GET tables/{name}/totals`: the record count and the footers (column id to value) of the filtered set. */
export const tableTotalsSchema = {
  $id: 'TableTotals',
  type: 'object',
  description: 'Record count and footer values (column id to value) of the whole filtered table.',
  additionalProperties: false,
  properties: {
    total: { type: 'integer' },
    footers: { type: 'object', additionalProperties: { type: ['number', 'null'] } },
  },
  required: ['total', 'footers'],
} as const;
export type TableTotals = FromSchema<typeof tableTotalsSchema>;

/**
 * `GET tables/{name}?first=…`'s answer beside the definition: the first page of the view `first` describes
 * and the query string of the data call that asks for it (tableQueryString of firstPageQuery), under which
 * the browser keeps it for the table's own first call. Absent when the server could not answer that call as
 * the data call would (a wrong filter, a failed query): the table then makes the call and shows its error.
 */
export const tableFirstPageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { query: { type: 'string' }, page: { $ref: 'TableDataPage#' } },
  required: ['query', 'page'],
} as const;
export type TableFirstPage = FromSchema<typeof tableFirstPageSchema, { references: TableSchemaReferences }>;

/** `POST user/column` body (docs/behaviour.md §11). */
export const saveColumnConfigRequestSchema = {
  $id: 'SaveColumnConfigRequest',
  type: 'object',
  description: 'POST /user/column (docs/behaviour.md §11). An empty column_config resets the table to its defaults.',
  properties: {
    level: { type: 'integer', minimum: 1, maximum: 100 },
    tableId: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 2147483647 },
        { type: 'string', minLength: 1, maxLength: 200 },
      ],
    },
    column_config: { $ref: 'ColumnConfig#' },
  },
  required: ['level', 'tableId', 'column_config'],
} as const;
export type SaveColumnConfigRequest = FromSchema<typeof saveColumnConfigRequestSchema, { references: TableSchemaReferences }>;

/** The routes' `$ref`s to the registered shapes. */
export const tableDefinitionRef = { $ref: 'TableDefinition#' } as const;
export const tableDataPageRef = { $ref: 'TableDataPage#' } as const;
export const tableTotalsRef = { $ref: 'TableTotals#' } as const;
export const saveColumnConfigRequestRef = { $ref: 'SaveColumnConfigRequest#' } as const;

/** The table shapes the server registers with addSchema, by their `$id`s. */
export const TABLE_SCHEMAS = [
  tableColumnSchema,
  tableFilterOptionSchema,
  tableFilterSchema,
  tableButtonSchema,
  columnConfigSchema,
  tableDefinitionSchema,
  saveColumnConfigRequestSchema,
  tableDataPageSchema,
  tableTotalsSchema,
] as const;

/** What their `$ref`s resolve to in types (json-schema-to-ts; TableColumn without its recursion). */
export type TableSchemaReferences = [
  TableColumnOwnSchema,
  typeof tableFilterOptionSchema,
  typeof tableFilterSchema,
  typeof tableButtonSchema,
  typeof columnConfigSchema,
  typeof tableDefinitionSchema,
  typeof saveColumnConfigRequestSchema,
  typeof tableDataPageSchema,
  typeof tableTotalsSchema,
];
