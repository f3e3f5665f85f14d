/**
 * The number a cell or field value stands for, or null when it stands for none. Empty and NaN become null
 * (docs/behaviour.md §5). Strings are accepted because servers send numeric columns (PostgreSQL numeric, bigint) as
 * text; spaces are ignored so our own formatted output reads back.
 *
 * @example
 * toNumber('1 234.5'); // 1234.5
 * toNumber('');        // null
 * toNumber('abc');     // null
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  // \s also covers the no-break space some spreadsheets and Intl output use as a thousand separator.
  const compact = value.replace(/\s/g, '');
  // Number('') is 0 and Number('0x1f') is 31; only plain signed decimals count as numbers here.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(compact)) return null;
  const parsed = Number(compact);
  return Number.isFinite(parsed) ? parsed : null;
}
