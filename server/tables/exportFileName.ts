/**
 * The file name of a table's export: `{name}-{YYYY-MM-DD}.xlsx`, the day in the backend time zone (docs/behaviour.md §12
 * Asia/Tashkent), whether it downloads at once or a background job stores it.
 *
 * @example
 * exportFileName('appeals', new Date('2024-05-01T20:00:00Z')); // 'appeals-2024-05-02.xlsx'
 */
export function exportFileName(name: string, now: Date, timeZone = 'Asia/Tashkent'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${name}-${day}.xlsx`;
}
