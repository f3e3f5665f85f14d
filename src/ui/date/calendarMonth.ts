/** A day as the calendar grid needs it. */
export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  day: string;
  /** Day of the month, 1..31. */
  date: number;
  /** Whether it belongs to the shown month (the grid fills whole weeks with the neighbours' days). */
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a UTC date: the calendar works on plain days, so no time zone can shift one. */
export function isoDay(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A 'YYYY-MM-DD' as a UTC midnight Date. */
function utcDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * The weeks of one month, Monday first (as in Uzbekistan), each a row of 7 days, with the days of the
 * previous and next months that complete the first and last weeks.
 *
 * @example
 * calendarMonth(2024, 4)[0].map((d) => d.date); // May 2024 (month 4, 0-based): [29, 30, 1, 2, 3, 4, 5]
 */
export function calendarMonth(year: number, month: number): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month, 1));
  // getUTCDay: Sunday 0; with Monday first, Sunday is the 7th column.
  const lead = (first.getUTCDay() + 6) % 7;
  const start = Date.UTC(year, month, 1 - lead);
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const weekCount = Math.ceil((lead + daysInMonth) / 7);
  const weeks: CalendarDay[][] = [];
  for (let week = 0; week < weekCount; week += 1) {
    const row: CalendarDay[] = [];
    for (let column = 0; column < 7; column += 1) {
      const date = new Date(start + (week * 7 + column) * 86_400_000);
      row.push({ day: isoDay(date), date: date.getUTCDate(), inMonth: date.getUTCMonth() === month });
    }
    weeks.push(row);
  }
  return weeks;
}

/**
 * A day moved by whole days, or by months keeping the day of the month where it exists (Jan 31 + 1 month is
 * Feb 29 in a leap year): the calendar's arrow keys and Page Up/Down.
 *
 * @example
 * shiftDay('2024-01-31', { months: 1 }); // '2024-02-29'
 * shiftDay('2024-03-01', { days: -1 });  // '2024-02-29'
 */
export function shiftDay(day: string, by: { days?: number; months?: number }): string {
  const date = utcDate(day);
  if (by.months) {
    const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + by.months, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(date.getUTCDate(), last));
    return isoDay(target);
  }
  return isoDay(new Date(date.getTime() + (by.days ?? 0) * 86_400_000));
}

/**
 * The weekday column of a day, 0 (Monday) to 6 (Sunday).
 *
 * @example
 * weekdayColumn('2024-05-19'); // 6 (a Sunday)
 */
export function weekdayColumn(day: string): number {
  return (utcDate(day).getUTCDay() + 6) % 7;
}
