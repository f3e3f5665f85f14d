import { DEFAULT_TIME_ZONE } from '../form/formDateFormats';
import { zonedClock } from '../format/zonedClock';

/**
 * A moment as the product writes every time it shows: `DD.MM.YYYY HH:mm:ss` in the backend's time zone
 * (docs/behaviour.md §12, Asia/Tashkent), whatever zone the browser is in, so that a job's time on `/async`, the
 * file its export wrote in the file manager and a table's date-time cell agree. An absent or unreadable time
 * gives ''.
 *
 * @example
 * formatJobTime('2025-03-01T10:04:05.000Z'); // '01.03.2025 15:04:05'
 */
export function formatJobTime(iso: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute, second } = zonedClock(date, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day)}.${two(month)}.${year} ${two(hour)}:${two(minute)}:${two(second)}`;
}
