/** docs/behaviour.md §12 'Winter-mode date setting default February 15'. */
export const DEFAULT_WINTER_MODE_DATE = '02-15';

/**
 * Whether winter mode is on for `now` (local date): from 1 December up to and including the project's
 * winter-mode date (`MM-DD`, the `winterModeDate` setting, default 15 February). Null, an empty text or a
 * malformed date turns it off.
 *
 * @example
 * isWinterMode(new Date(2027, 1, 15), '02-15'); // true
 * isWinterMode(new Date(2027, 1, 16), '02-15'); // false
 * isWinterMode(new Date(2026, 11, 1), '02-15'); // true
 */
export function isWinterMode(now: Date, winterModeDate: string | null | undefined): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(winterModeDate ?? '');
  if (!match) return false;
  const end = Number(match[1]) * 100 + Number(match[2]);
  if (end < 101 || end > 1231 || Number(match[2]) < 1 || Number(match[2]) > 31) return false;
  const today = (now.getMonth() + 1) * 100 + now.getDate();
  const start = 1201;
  // An end in December closes the same month's winter; any other end is in the new year.
  return end >= start ? today >= start && today <= end : today >= start || today <= end;
}
