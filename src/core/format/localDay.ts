/**
 * A moment's calendar day in the browser's time zone, as 'YYYY-MM-DD'. Kept free of dayjs: the entry needs
 * it before any element renders (the translation cache's day), and dayjs loads only with the views that format dates.
 *
 * @example
 * localDay(new Date(2025, 2, 1, 23, 30)); // '2025-03-01'
 */
export function localDay(date: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
