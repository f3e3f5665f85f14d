import { sql, type RawBuilder } from 'kysely';
import type { FormColumn } from './formSource';

const INTEGER = /^-?\d{1,18}$/;
const DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `"key" = $id` for a record id from the URL, typed for the key column so an index serves it, or null when
 * the text cannot be such a key ('abc' for an integer key): that record does not exist, and PostgreSQL never
 * sees a value it would refuse with an error.
 *
 * @example
 * formKeyMatch(sql.id('r', 'id'), { name: 'id', dataType: 'integer', udtName: 'int4' }, '42'); // "r"."id" = CAST($1 AS bigint)
 */
export function formKeyMatch(key: RawBuilder<unknown>, column: FormColumn, id: string): RawBuilder<boolean> | null {
  switch (column.dataType) {
    case 'smallint':
    case 'integer':
    case 'bigint':
      return INTEGER.test(id) ? sql<boolean>`${key} = CAST(${id} AS bigint)` : null;
    case 'numeric':
      return DECIMAL.test(id) ? sql<boolean>`${key} = CAST(${id} AS numeric)` : null;
    case 'uuid':
      return UUID.test(id) ? sql<boolean>`${key} = CAST(${id} AS uuid)` : null;
    case 'text':
    case 'character varying':
    case 'character':
      return sql<boolean>`${key} = ${id}`;
    default:
      return sql<boolean>`${key}::text = ${id}`;
  }
}
