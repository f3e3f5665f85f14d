import type { ConsoleResult } from '../api/dbControlContract';

/** Text a spreadsheet may take for a formula when it opens the CSV (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A console result as CSV (RFC 4180: comma-separated, CRLF, quotes doubled), with a BOM so spreadsheet
 * programs read it as UTF-8. Text that starts like a formula gets a leading apostrophe, as the xlsx export does.
 *
 * @example
 * consoleCsv({ columns: [{ name: 'a', type: 'text' }], rows: [['x,y']], truncated: false, durationMs: 1 });
 * // '\uFEFFa\r\n"x,y"\r\n'
 */
export function consoleCsv(result: Pick<ConsoleResult, 'columns' | 'rows'>): string {
  const lines = [result.columns.map((column) => field(column.name)), ...result.rows.map((row) => row.map(field))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
