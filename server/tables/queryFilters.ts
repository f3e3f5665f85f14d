import { sql, type RawBuilder } from 'kysely';
import type { FilterValues, RangeValue } from '../../src/core/api/tableContract';
import { TableQueryError } from './queryError';
import { queryErrorText } from './queryErrorText';
import { queryFilterValue } from './queryFilterValue';
import { queryRangeBound } from './queryRangeBound';
import type { ColumnClass, SourceColumn } from './runtimeColumnClass';
import { containsPattern } from '../db/containsPattern';
import type { RuntimeLevel } from './runtimeTable';

type FilterKind = 'contains' | 'equals' | 'range' | 'boolean';

const KIND_OF_TYPE: Record<string, FilterKind> = {
  input: 'contains',
  text: 'contains',
  select: 'equals',
  multiselect: 'equals',
  date: 'range',
  datetime: 'range',
  number: 'range',
  int: 'range',
  checkbox: 'boolean',
};

/** A key that is a column or the row key but has no filter of its own filters by its column's type. */
const KIND_OF_CLASS: Record<ColumnClass, FilterKind> = {
  text: 'contains',
  integer: 'range',
  number: 'range',
  date: 'range',
  timestamp: 'range',
  boolean: 'boolean',
  other: 'equals',
};

/** More values than any option list offers: a request with more is not a filter but an attack on the planner. */
const MAX_VALUES = 1_000;

/**
 * The WHERE conditions of the filter values (TableQuery.filters), one per non-empty value, all to be ANDed.
 * A key must be a whitelisted field (see queryFields), every value is a bound parameter and every field is
 * quoted with sql.id. Per filter type (TableFilterType):
 * - input, text: contains, case-insensitive; `%`, `_` and `\` in the value match themselves;
 * - select, multiselect: equal to the value, or to any of a list;
 * - number, int: from–to range, either end open (int wants whole numbers); a plain value means equal;
 * - date: from–to days, `to` including that whole day also on timestamp columns; datetime: from–to instants;
 * - checkbox: equal to true or false.
 * null, '' and [] mean "no filter" (tableContract FilterValues).
 *
 * @example
 * queryFilters({ status: ['new', 'open'], created_at: { from: '2024-01-01' } }, fields, table.level(1));
 * // [ "src"."status" IN ($1, $2), "src"."created_at" >= $3 ]
 */
export function queryFilters(filters: FilterValues, fields: Map<string, SourceColumn>, level: RuntimeLevel): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  for (const [field, value] of Object.entries(filters)) {
    if (isEmpty(value)) continue;
    const column = fields.get(field);
    if (!column) throw new TableQueryError(`Unknown filter field ${queryErrorText(field)}`);
    const filter = level.filters.find((candidate) => candidate.dataField === field);
    const kind = filter ? (KIND_OF_TYPE[filter.type] ?? 'equals') : KIND_OF_CLASS[column.columnClass];
    const wholeNumbers = filter?.type === 'int';
    conditions.push(condition(field, column, kind, value, wholeNumbers));
  }
  return conditions;
}

function condition(field: string, column: SourceColumn, kind: FilterKind, value: unknown, wholeNumbers: boolean): RawBuilder<unknown> {
  const ref = sql.id('src', field);
  const isRange = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (kind === 'contains') {
    if (typeof value !== 'string' && typeof value !== 'number') throw new TableQueryError(`Filter ${queryErrorText(field)} takes text`);
    const text = queryFilterValue(field, { typeName: 'text', columnClass: 'text', exactText: false }, value) as string;
    // Backslash is LIKE's default escape character.
    return sql`${ref}::text ILIKE ${containsPattern(text)}`;
  }
  if (kind === 'range' && isRange) return rangeCondition(field, column, value as RangeValue, wholeNumbers);
  if (kind === 'boolean') return booleanCondition(field, column, value);
  if (isRange) throw new TableQueryError(`Filter ${queryErrorText(field)} does not take a range`);
  const values = Array.isArray(value) ? value : [value];
  if (values.length > MAX_VALUES) throw new TableQueryError(`Filter ${queryErrorText(field)} takes at most ${MAX_VALUES} values`);
  const bound = values.map((item) => queryFilterValue(field, column, item));
  // Types PostgreSQL may not compare with text (uuid, json, arrays...) are compared in their text form.
  const target = column.columnClass === 'other' ? sql`${ref}::text` : ref;
  return bound.length === 1 ? sql`${target} = ${bound[0]}` : sql`${target} IN (${sql.join(bound)})`;
}

function rangeCondition(field: string, column: SourceColumn, range: RangeValue, wholeNumbers: boolean): RawBuilder<unknown> {
  const ref = sql.id('src', field);
  const parts: RawBuilder<unknown>[] = [];
  const from = queryRangeBound(field, column, range.from, 'from', wholeNumbers);
  const to = queryRangeBound(field, column, range.to, 'to', wholeNumbers);
  if (from !== null) parts.push(sql`${ref} >= ${from.value}`);
  if (to !== null) parts.push(to.exclusive ? sql`${ref} < ${to.value}` : sql`${ref} <= ${to.value}`);
  return parts.length ? sql`(${sql.join(parts, sql` AND `)})` : sql`true`;
}

function booleanCondition(field: string, column: SourceColumn, value: unknown): RawBuilder<unknown> {
  const ref = sql.id('src', field);
  const flag = queryFilterValue(field, { typeName: 'boolean', columnClass: 'boolean', exactText: false }, value) as boolean;
  if (column.columnClass === 'boolean') return sql`${ref} = ${flag}`;
  // A 0/1 column stands in for a flag in many existing databases.
  if (column.columnClass === 'integer' || column.columnClass === 'number') return sql`${ref} = ${flag ? '1' : '0'}`;
  throw new TableQueryError(`Filter ${queryErrorText(field)} cannot compare its column with true or false`);
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const range = value as RangeValue;
    return [range.from, range.to].every((end) => end === null || end === undefined || end === '');
  }
  return false;
}
