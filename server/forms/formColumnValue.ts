import { sql, type RawBuilder } from 'kysely';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { FormColumn } from './formSource';

/** Column types a value is cast to from bound text: the whitelist of type names ever spliced into SQL. */
const CASTS: Record<string, string> = {
  smallint: 'smallint',
  integer: 'integer',
  bigint: 'bigint',
  numeric: 'numeric',
  real: 'real',
  'double precision': 'double precision',
  boolean: 'boolean',
  date: 'date',
  'time without time zone': 'time',
  'timestamp without time zone': 'timestamp',
  'timestamp with time zone': 'timestamptz',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
};
const INTEGER_RANGE: Record<string, number> = { smallint: 2 ** 15, integer: 2 ** 31, bigint: 2 ** 63 };
const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ARRAY_ELEMENTS = new Set(['int2', 'int4', 'int8', 'numeric', 'float4', 'float8', 'text', 'varchar', 'bool', 'uuid', 'date']);

/**
 * The SQL of one value for one column, or null when the value cannot go into that column (the caller answers
 * 'Нотўғри қиймат' for the field, so PostgreSQL never sees a value it would refuse). Every value is a bound
 * parameter, sent as text and cast to the column's type from a fixed list, so both drivers bind alike:
 * objects and lists go to json columns as JSON text, raw_json text goes as it is (PostgreSQL parses it),
 * numbers to numeric columns only when they fit, lists to array columns element by element.
 *
 * @example
 * formColumnValue({ id: 1, type: 'key_value' }, { a: 'b' }, { name: 'extra', dataType: 'jsonb', udtName: 'jsonb' }); // CAST(CAST($1 AS text) AS jsonb)
 */
export function formColumnValue(element: FormElementMeta, value: unknown, column: FormColumn): RawBuilder<unknown> | null {
  const { dataType } = column;
  // An emptied control may send '' (isEmptyValue): no value, for every column that is not text.
  if (value === null || value === undefined || (value === '' && (dataType in CASTS || dataType === 'ARRAY'))) return sql`NULL`;
  const cast = (text: string, type = CASTS[dataType]!) => sql`CAST(CAST(${text} AS text) AS ${sql.raw(type)})`;
  switch (dataType) {
    case 'smallint':
    case 'integer':
    case 'bigint': {
      const text =
        typeof value === 'number'
          ? Number.isSafeInteger(value)
            ? String(value)
            : null
          : typeof value === 'string' && /^-?\d{1,19}$/.test(value)
            ? value
            : null;
      const limit = INTEGER_RANGE[dataType]!;
      return text !== null && Number(text) >= -limit && Number(text) < limit ? cast(text) : null;
    }
    case 'numeric':
    case 'real':
    case 'double precision': {
      const text =
        typeof value === 'number'
          ? Number.isFinite(value)
            ? String(value)
            : null
          : typeof value === 'string' && DECIMAL.test(value)
            ? value
            : null;
      return text === null ? null : cast(text);
    }
    case 'boolean':
      return typeof value === 'boolean' ? cast(String(value)) : null;
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? cast(value) : null;
    case 'time without time zone':
      return typeof value === 'string' && TIME.test(value) ? cast(value) : null;
    case 'timestamp without time zone':
    case 'timestamp with time zone':
      return typeof value === 'string' && DATE.test(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)) ? cast(value) : null;
    case 'json':
    case 'jsonb':
      if (element.type === 'raw_json' && typeof value === 'string') return isJson(value) ? cast(value) : null;
      return cast(JSON.stringify(value));
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? cast(value) : null;
    case 'ARRAY':
      return arrayValue(value, column);
    default:
      // text, varchar, enums, citext...: scalars as text; an enum's unknown label is refused by PostgreSQL.
      if (typeof value === 'string') return sql`${value}`;
      if (typeof value === 'number' || typeof value === 'boolean') return sql`${String(value)}`;
      return sql`${JSON.stringify(value)}`;
  }
}

function arrayValue(value: unknown, column: FormColumn): RawBuilder<unknown> | null {
  const element = column.udtName.replace(/^_/, '');
  if (!Array.isArray(value) || !ARRAY_ELEMENTS.has(element)) return null;
  const integers = element.startsWith('int');
  const fits = value.every((item) =>
    integers
      ? Number.isSafeInteger(item) || (typeof item === 'string' && /^-?\d{1,18}$/.test(item))
      : ['string', 'number', 'boolean'].includes(typeof item),
  );
  if (!fits) return null;
  const list = JSON.stringify(value.map((item) => String(item)));
  return sql`CAST(ARRAY(SELECT jsonb_array_elements_text(CAST(CAST(${list} AS text) AS jsonb))) AS ${sql.raw(element)}[])`;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
