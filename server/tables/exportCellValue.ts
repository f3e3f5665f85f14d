import type { ColumnClass } from './runtimeColumnClass';

/** What a spreadsheet cell holds: exceljs writes numbers, booleans, dates and text each as its own type. */
export type CellValue = number | string | boolean | Date | null;

/** Excel's limit on the text of one cell. */
const MAX_CELL_TEXT = 32_767;
/** Text a spreadsheet may take for a formula or a DDE command when the file is re-saved or pasted as CSV. */
const FORMULA_START = /^[=+\-@\t\r]/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?/;

/**
 * A row value (as queryRows gives it) as a typed cell of its column: numbers as numbers, booleans as
 * booleans, dates and timestamps as dates (the wall-clock time PostgreSQL wrote, since spreadsheet dates
 * have no time zone), json as its text. Text that starts like a formula (= + - @ tab CR) gets a leading
 * apostrophe, the OWASP defence against formula injection: the cell then shows the text and never runs it.
 *
 * @example
 * exportCellValue('=HYPERLINK("http://x")', 'text'); // "'=HYPERLINK(\"http://x\")"
 * exportCellValue('2024-05-01', 'date');             // Date 2024-05-01T00:00:00Z
 */
export function exportCellValue(value: unknown, columnClass: ColumnClass | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (columnClass === 'date' || columnClass === 'timestamp') return dateOf(value, columnClass) ?? text(value);
    // Numbers too precise for a double arrive as text from the database itself, not from a user.
    if (columnClass === 'integer' || columnClass === 'number') return value;
    return text(value);
  }
  return text(JSON.stringify(value));
}

function text(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.length > MAX_CELL_TEXT ? safe.slice(0, MAX_CELL_TEXT) : safe;
}

function dateOf(value: string, columnClass: ColumnClass): Date | null {
  const day = DAY.exec(value);
  if (!day) return null;
  const time = columnClass === 'timestamp' ? TIME.exec(value) : null;
  const [hours, minutes, seconds] = [Number(time?.[1] ?? 0), Number(time?.[2] ?? 0), Number(time?.[3] ?? 0)];
  const milliseconds = Math.floor(Number(`0.${time?.[4] ?? '0'}`) * 1000);
  const date = new Date(Date.UTC(2000, Number(day[2]) - 1, Number(day[3]), hours, minutes, seconds, milliseconds));
  date.setUTCFullYear(Number(day[1]));
  return Number.isNaN(date.getTime()) ? null : date;
}
