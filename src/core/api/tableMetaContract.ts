/**
 * Table metadata as the server sends it (docs/behaviour.md §2: Table column, Table column config per user). Optional fields
 * are optional because administrators fill in only what a column needs; the model supplies the defaults.
 *
 * Each shape is written once, as the JSON schema the server registers (by its `$id`, so routes and other
 * schemas reference it and the OpenAPI document names it), validates and serializes with; the types are
 * derived from it (docs/architecture.md "One contract"). Response schemas double as an allow-list: Fastify's serializer
 * drops any field not named here.
 *
 * @example
 * const amount: TableColumnMeta = { id: 7, title: 'Summa', dataField: 'amount', numberFormat: 2, sumType: 'sum' };
 */
import type { FromSchema } from 'json-schema-to-ts';
import { alignSchema, type Align } from './alignSchema';

export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const nullableBoolean = { type: ['boolean', 'null'] } as const;

/** Column and config ids: the server's numeric ids, kept open to strings because saved configs are JSON keys. */
export const columnIdSchema = { type: ['integer', 'string'] } as const;
export type ColumnId = FromSchema<typeof columnIdSchema>;

/** docs/behaviour.md §4 sort cycle: 1 ascending, -1 descending; null (or absent) is "no sort". */
export const sortOrderOrNullSchema = { type: ['integer', 'null'], enum: [1, -1, null] } as const;
export type SortOrder = NonNullable<FromSchema<typeof sortOrderOrNullSchema>>;

/** Aggregates a footer can show without a formula (the column's sumType). */
const footerAggregateOrNull = { type: ['string', 'null'], enum: ['sum', 'avg', 'min', 'max', 'count', null] } as const;
export type FooterAggregate = NonNullable<FromSchema<typeof footerAggregateOrNull>>;

export type ColumnAlign = Align;

/** One column or header group (a group has children and no data of its own). */
export const tableColumnSchema = {
  $id: 'TableColumn',
  type: 'object',
  description: 'A column, or a header group when it has children (docs/behaviour.md §2 Table column).',
  additionalProperties: false,
  properties: {
    id: columnIdSchema,
    title: { type: 'string' },
    /** Field of a row this column shows; absent on pure header groups. */
    dataField: nullableString,
    /** Nested columns: this column is then a header group spanning its leaves. */
    children: { type: 'array', items: { $ref: 'TableColumn#' } },
    /** CSS pixels. */
    width: nullableInteger,
    sortable: nullableBoolean,
    /** Cell format template or named format; applied by the view, errors fall back to plain text (docs/behaviour.md §9). */
    cellFormat: nullableString,
    /** Link template the cell opens (docs/behaviour.md §1 link rules apply). */
    link: nullableString,
    hint: nullableString,
    /** Fixed count of decimals for numbers in this column (docs/behaviour.md §5); absent means "up to 4". */
    numberFormat: nullableInteger,
    dataAlign: alignSchema,
    footerAlign: alignSchema,
    dataNowrap: nullableBoolean,
    footerNowrap: nullableBoolean,
    /** Expression over the row; when true the cell takes formatColor / formatBackgroundColor. */
    formatCondition: nullableString,
    formatColor: nullableString,
    formatBackgroundColor: nullableString,
    /** Footer formula; may refer to other columns' footers (recursion limited to 10 levels, docs/behaviour.md §12). */
    footer: nullableString,
    /** Footer aggregate used when there is no formula. */
    sumType: footerAggregateOrNull,
    /** Name of a registered component drawn in the header instead of the title. */
    headerComponent: nullableString,
    /** Sort the server applied initially, if any. */
    sortOrder: sortOrderOrNullSchema,
  },
  required: ['id', 'title'],
} as const;

/**
 * TableColumn without its `children`: json-schema-to-ts cannot follow a schema into itself, so a column's own
 * fields are derived from this and the nesting is added to the type by hand (TableColumnMeta). The server's
 * type provider resolves `TableColumn#` to it too.
 */
export type TableColumnOwnSchema = Omit<typeof tableColumnSchema, 'properties'> & {
  properties: Omit<(typeof tableColumnSchema)['properties'], 'children'>;
};
export type TableColumnMeta = FromSchema<TableColumnOwnSchema> & { children?: TableColumnMeta[] };

/** Limits of a saved column config (docs/behaviour.md §11 POST /user/column): generous for any real table, bounded for the database. */
const CONFIG_MAX_ENTRIES = 500;
const CONFIG_MAX_TITLE = 200;

/** Per-user column settings (docs/behaviour.md §2), saved through POST /user/column. */
export const columnConfigSchema = {
  $id: 'ColumnConfig',
  type: 'object',
  description: 'Per-user column settings (docs/behaviour.md §2): position per column id, own titles, hidden column ids.',
  properties: {
    /** Column id to position among its siblings; smaller comes first. */
    order: { type: 'object', additionalProperties: { type: 'integer' }, maxProperties: CONFIG_MAX_ENTRIES },
    /** Column id to the user's own title; empty titles are ignored. */
    titles: {
      type: 'object',
      additionalProperties: { type: 'string', maxLength: CONFIG_MAX_TITLE },
      maxProperties: CONFIG_MAX_ENTRIES,
    },
    /** Ids of columns the user hid; hiding a group hides everything under it. */
    hidden: {
      type: 'array',
      items: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 100 }] },
      maxItems: CONFIG_MAX_ENTRIES,
    },
  },
  additionalProperties: false,
} as const;
export type ColumnConfig = FromSchema<typeof columnConfigSchema>;
