/**
 * One end of a number range filter from its input's text (docs/behaviour.md §5 number fields): empty and unparsable
 * become null; an int filter drops a fraction rather than sending a value the column can never equal.
 *
 * @example
 * parseRangeNumber(' 12.5 ', false); // 12.5
 * parseRangeNumber('12.5', true); // 12
 * parseRangeNumber('', false); // null
 */
export function parseRangeNumber(text: string, integer: boolean): number | null {
  const trimmed = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return null;
  return integer ? Math.trunc(n) : n;
}
