import dayjs from 'dayjs';
import { formatCellNumber } from './formatCellNumber';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';
import { toNumber } from '../../core/format/toNumber';

/** docs/behaviour.md §12 display formats for the named date formats. */
const DATE_FORMATS: Readonly<Record<string, string>> = { date: 'DD.MM.YYYY', datetime: 'DD.MM.YYYY HH:mm', time: 'HH:mm' };
/** A time of day as PostgreSQL's time and timetz send it; dayjs cannot parse a time without a date. */
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;
/** A `{field}` placeholder of a template format; HAS_PLACEHOLDER has no g flag, so test() keeps no state. */
const PLACEHOLDER = /\{([^{}]+)\}/g;
const HAS_PLACEHOLDER = /\{[^{}]+\}/;
/** Values a boolean format shows as ticked: servers and SQL queries may send a flag as text or 0/1. */
const TRUE_VALUES: ReadonlySet<unknown> = new Set([true, 1, '1', 'true', 't']);

/**
 * The text a table cell shows for a row (docs/behaviour.md §2 cellFormat and numberFormat). The value is the row's
 * dataField. A cellFormat may name a format: 'date', 'datetime', 'time' (DD.MM.YYYY, DD.MM.YYYY HH:mm,
 * HH:mm from ISO text, a Date or epoch milliseconds; unparseable values show as they are), 'boolean'
 * (✓ or empty), 'percent' (the number and ' %'), 'number', or 'translate': the value, or each item of a list
 * (a jsonb array or comma-separated text), in the reader's language through `lookup`, joined with ', ' (a
 * permission's title, a language's name: words the server can only send in Uzbek). Otherwise a cellFormat with `{field}`
 * placeholders is a template filled from the row, a missing field giving ''. Without a format, numbers
 * (and numeric text when the column fixes numberFormat) get the number format: a space between
 * thousands and up to 4 decimals or exactly numberFormat (docs/behaviour.md §12). null and undefined show as ''. A
 * format that fails is logged and the cell shows the plain value (docs/behaviour.md §9). The result is text, never
 * HTML: a template cannot inject markup.
 *
 * @example
 * formatCellValue({ id: 1, title: 'Summa', dataField: 'amount', numberFormat: 2 }, { amount: '1250.5' }); // '1 250.50'
 * formatCellValue({ id: 2, title: 'Sana', dataField: 'created', cellFormat: 'date' }, { created: '2024-03-05' }); // '05.03.2024'
 * formatCellValue({ id: 3, title: 'F.I.Sh.', cellFormat: '{last} {first}' }, { last: 'Karimov', first: 'Ali' }); // 'Karimov Ali'
 * formatCellValue({ id: 4, title: 'Til', dataField: 'lang', cellFormat: 'translate' }, { lang: ['Русча'] }, { lookup }); // 'Russian'
 */
export function formatCellValue(
  column: TableColumnMeta,
  row: Record<string, unknown>,
  options: { log?: (message: string, detail: unknown) => void; lookup?: (text: string) => string } = {},
): string {
  let value: unknown;
  try {
    value = column.dataField ? row[column.dataField] : undefined;
    return format(column, row, value, options.lookup ?? ((text) => text));
  } catch (error) {
    const log = options.log ?? ((message: string, detail: unknown) => console.error(message, detail));
    log(`[platon] cell format of column ${column.id} failed`, error);
    return plain(value);
  }
}

function format(column: TableColumnMeta, row: Record<string, unknown>, value: unknown, lookup: (text: string) => string): string {
  const cellFormat = column.cellFormat?.trim() ?? '';
  if (HAS_PLACEHOLDER.test(cellFormat)) return fillTemplate(cellFormat, row);
  if (value === null || value === undefined) return '';
  switch (cellFormat) {
    case 'date':
    case 'datetime':
    case 'time':
      return formatDate(cellFormat, value);
    case 'boolean':
      return TRUE_VALUES.has(value) ? '✓' : '';
    case 'percent':
      return numberOrText(column, value, ' %');
    case 'number':
      return numberOrText(column, value, '');
    case 'translate':
      return (Array.isArray(value) ? value.map(plain) : plain(value).split(', '))
        .filter(Boolean)
        .map((item) => lookup(item))
        .join(', ');
    default:
      // An unknown named format is metadata newer than this code: show the value as if unformatted.
      if (typeof value === 'number' || typeof value === 'bigint') return formatCellNumber(column, value);
      if (column.numberFormat !== null && column.numberFormat !== undefined) return numberOrText(column, value, '');
      return text(value);
  }
}

function fillTemplate(template: string, row: Record<string, unknown>): string {
  // Own fields only: a placeholder such as {constructor} must not print a built-in function.
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const field = name.trim();
    return Object.hasOwn(row, field) ? plain(row[field]) : '';
  });
}

function formatDate(kind: string, value: unknown): string {
  if (kind === 'time' && typeof value === 'string') {
    const match = TIME_OF_DAY.exec(value.trim());
    if (match) return `${match[1].padStart(2, '0')}:${match[2]}`;
  }
  // dayjs(true) would be 1 ms after 1970 and dayjs('') an invalid date; only real date inputs are parsed.
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return text(value);
  if (value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[kind]) : text(value);
}

function numberOrText(column: TableColumnMeta, value: unknown, suffix: string): string {
  return toNumber(value) === null ? text(value) : formatCellNumber(column, value) + suffix;
}

/** A value without a format: text as is, records and lists as JSON (jsonb columns), others as String does. */
function text(value: unknown): string {
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) return JSON.stringify(value);
  return String(value);
}

function plain(value: unknown): string {
  try {
    return String(value ?? '');
  } catch {
    // A null-prototype record has no toString; there is nothing sensible left to show.
    return '';
  }
}
