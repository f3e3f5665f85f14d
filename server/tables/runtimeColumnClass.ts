/**
 * What the query code needs to know about a source column's PostgreSQL type: how to check and bind a filter
 * value, which aggregates make sense, how to write the cell in a spreadsheet. 'other' (uuid, json, arrays,
 * intervals...) is compared as text.
 */
export type ColumnClass = 'integer' | 'number' | 'boolean' | 'date' | 'timestamp' | 'text' | 'other';

/** A column of the table's source: its class, and whether its values may exceed a double's precision. */
export interface SourceColumn {
  /** The type as pg_typeof names it, e.g. 'integer', 'character varying', 'timestamp with time zone'. */
  typeName: string;
  columnClass: ColumnClass;
  /** bigint and numeric: read as text and turned into JSON numbers only where that loses nothing. */
  exactText: boolean;
}

const CLASSES: Record<string, ColumnClass> = {
  smallint: 'integer',
  integer: 'integer',
  bigint: 'integer',
  numeric: 'number',
  real: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  date: 'date',
  'timestamp without time zone': 'timestamp',
  'timestamp with time zone': 'timestamp',
  text: 'text',
  'character varying': 'text',
  character: 'text',
  name: 'text',
  citext: 'text',
};

/**
 * The class of a type as `pg_typeof(...)::text` names it.
 *
 * @example
 * runtimeColumnClass('numeric'); // { typeName: 'numeric', columnClass: 'number', exactText: true }
 * runtimeColumnClass('uuid');    // { typeName: 'uuid', columnClass: 'other', exactText: false }
 */
export function runtimeColumnClass(typeName: string): SourceColumn {
  return { typeName, columnClass: CLASSES[typeName] ?? 'other', exactText: typeName === 'bigint' || typeName === 'numeric' };
}
