import { TableQueryError } from './queryError';
import { queryErrorText } from './queryErrorText';
import { queryFilterValue } from './queryFilterValue';
import { QUERY_INTEGER_LIMITS } from './queryIntegerLimits';
import type { SourceColumn } from './runtimeColumnClass';

const ANY_NUMBER: SourceColumn = { typeName: 'numeric', columnClass: 'number', exactText: true };
const ANY_TIMESTAMP: SourceColumn = { typeName: 'timestamp with time zone', columnClass: 'timestamp', exactText: false };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One end of a range filter as the bound value of `column >= value` (from) or `column <= value` / `<` when
 * `exclusive` (to); null when that end is open. Numbers on an integer column are rounded inwards (from 2.5
 * means from 3) and clamped to the type, so any number works; an `int` filter wants whole numbers. A `to`
 * day on a timestamp column becomes "before the next day", so the whole day is included. A date column
 * takes the day of a timestamp.
 *
 * @example
 * queryRangeBound('created_at', timestampColumn, '2024-05-31', 'to', false); // { value: '2024-06-01', exclusive: true }
 */
export function queryRangeBound(
  field: string,
  column: SourceColumn,
  end: unknown,
  side: 'from' | 'to',
  wholeNumbers: boolean,
): { value: string; exclusive: boolean } | null {
  if (end === null || end === undefined || end === '') return null;
  switch (column.columnClass) {
    case 'integer': {
      const number = Number(queryFilterValue(field, ANY_NUMBER, end));
      if (wholeNumbers && !Number.isInteger(number)) throw new TableQueryError(`Filter ${queryErrorText(field)} takes whole numbers`);
      const limit = QUERY_INTEGER_LIMITS[column.typeName] ?? QUERY_INTEGER_LIMITS.bigint;
      const rounded = side === 'from' ? Math.ceil(number) : Math.floor(number);
      const bound = Number.isFinite(rounded) ? BigInt(rounded) : rounded > 0 ? limit : -limit - 1n;
      const clamped = bound > limit ? limit : bound < -limit - 1n ? -limit - 1n : bound;
      return { value: clamped.toString(), exclusive: false };
    }
    case 'number': {
      const value = queryFilterValue(field, column, end) as string;
      if (wholeNumbers && !Number.isInteger(Number(value)))
        throw new TableQueryError(`Filter ${queryErrorText(field)} takes whole numbers`);
      return { value, exclusive: false };
    }
    case 'date': {
      const text = queryFilterValue(field, ANY_TIMESTAMP, end) as string;
      return { value: text.slice(0, 10), exclusive: false };
    }
    case 'timestamp': {
      const text = queryFilterValue(field, column, end) as string;
      if (side === 'to' && DATE_ONLY.test(text)) return { value: nextDay(text), exclusive: true };
      return { value: text, exclusive: false };
    }
    default:
      throw new TableQueryError(`Filter ${queryErrorText(field)} does not take a range`);
  }
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  // Not toISOString: after 9999-12-31 it writes +010000-01-01, which PostgreSQL does not read.
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}
