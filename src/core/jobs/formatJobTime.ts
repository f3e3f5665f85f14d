/**
 * A job's moment as people here write it, in the browser's time zone: `DD.MM.YYYY HH:mm:ss` (the product's
 * date-time format, docs/behaviour.md §2). An absent or unreadable time gives ''.
 *
 * @example
 * formatJobTime('2025-03-01T10:04:05.000Z'); // '01.03.2025 15:04:05' in Tashkent
 */
export function formatJobTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}
