import { TableQueryError } from './queryError';
import { queryErrorText } from './queryErrorText';
import { QUERY_INTEGER_LIMITS } from './queryIntegerLimits';
import type { SourceColumn } from './runtimeColumnClass';

const INTEGER_TEXT = /^[+-]?\d{1,19}$/;
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})([T ](\d{2}):(\d{2})(:(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/i;

/**
 * One filter value checked against the column it filters and turned into what is bound as a parameter:
 * text in the column's own format (PostgreSQL parses it as the column's type) or a boolean. A value the
 * column could not hold is the client's mistake and a 400 here, never an SQL error later: '1 OR 1=1' for a
 * number, 31 February for a date, 40000 for a smallint. Text may be anything except NUL, which PostgreSQL
 * text cannot hold.
 *
 * @example
 * queryFilterValue('amount', amountColumn, '12.5'); // '12.5'
 * queryFilterValue('amount', amountColumn, 'abc');  // throws TableQueryError (400)
 */
export function queryFilterValue(field: string, column: SourceColumn, value: unknown): string | boolean {
  const bad = (): never => {
    throw new TableQueryError(`Bad value ${queryErrorText(value)} for filter ${queryErrorText(field)}`);
  };
  if (value === null || typeof value === 'object') return bad();
  const text = String(value).trim();
  switch (column.columnClass) {
    case 'integer': {
      if (!INTEGER_TEXT.test(text)) return bad();
      const limit = QUERY_INTEGER_LIMITS[column.typeName] ?? QUERY_INTEGER_LIMITS.bigint;
      const number = BigInt(text);
      return number > limit || number < -limit - 1n ? bad() : number.toString();
    }
    case 'number': {
      if (!NUMBER_TEXT.test(text)) return bad();
      const number = Number(text);
      // real and double overflow raise an SQL error; numeric holds anything a JSON number can say.
      if (column.typeName !== 'numeric' && !Number.isFinite(number)) return bad();
      if (column.typeName === 'real' && Math.abs(number) > 3.4e38) return bad();
      return text;
    }
    case 'boolean':
      if (value === true || text === 'true' || text === '1') return true;
      if (value === false || text === 'false' || text === '0') return false;
      return bad();
    case 'date':
      return validDate(text) ? text : bad();
    case 'timestamp':
      return validTimestamp(text) ? text : bad();
    default:
      if (typeof value === 'boolean' || text.includes('\u0000')) return bad();
      // Untrimmed: spaces may be part of the text being compared.
      return String(value);
  }
}

/**
 * A calendar day `YYYY-MM-DD` that exists (no 31 February), years 1 to 9999.
 *
 * @example
 * validDate('2024-02-29'); // true
 */
function validDate(text: string): boolean {
  const match = DATE_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function validTimestamp(text: string): boolean {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match || !validDate(text.slice(0, 10))) return false;
  const [hours, minutes, seconds] = [Number(match[5] ?? 0), Number(match[6] ?? 0), Number(match[8] ?? 0)];
  // PostgreSQL rejects offsets past 15:59 with an error rather than a mismatch.
  const offset = /^[+-](\d{2}):?(\d{2})?$/.exec(match[10] ?? '');
  const offsetValid = !offset || (Number(offset[1]) <= 15 && Number(offset[2] ?? 0) < 60);
  return hours < 24 && minutes < 60 && seconds < 60 && offsetValid;
}
