import { DEFAULT_TIME_ZONE } from '../form/formDateFormats';

const PARTS = new Map<string, Intl.DateTimeFormat>();

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
  let format = PARTS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    PARTS.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}:${part.second}`;
}
