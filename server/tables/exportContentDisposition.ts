import { contentDisposition } from '../http/contentDisposition';

/**
 * The Content-Disposition of an export: an attachment named `{name}-{YYYY-MM-DD}.xlsx` (the day in the
 * backend time zone, SPEC §9 Asia/Tashkent), encoded by contentDisposition (safe ASCII `filename`, the
 * real name in RFC 5987 `filename*`).
 *
 * @example
 * exportContentDisposition('мурожаатлар', new Date('2024-05-01T10:00:00Z'));
 * // attachment; filename="___________-2024-05-01.xlsx"; filename*=UTF-8''%D0%BC...-2024-05-01.xlsx
 */
export function exportContentDisposition(name: string, now: Date, timeZone = 'Asia/Tashkent'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return contentDisposition('attachment', `${name}-${day}.xlsx`);
}
