/** What the wall clock of a time zone shows at an instant, and that zone's offset from UTC then. */
export interface ZonedClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC (Asia/Tashkent: 300). */
  offsetMinutes: number;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `timeZone` (an IANA name; a RangeError for an unknown one) at `date`, read from the
 * browser's own zone data with a kept Intl formatter, without a date library: a form's 'today' and 'now'
 * defaults need only this, so a form without date fields never downloads dayjs (issue 16: size). inZone
 * gives the same as a dayjs moment.
 *
 * @example
 * zonedClock(new Date('2024-05-14T20:00:00Z'), 'Asia/Tashkent'); // { year: 2024, month: 5, day: 15, hour: 1, minute: 0, second: 0, offsetMinutes: 300 }
 */
export function zonedClock(date: Date, timeZone: string): ZonedClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(date)) part[type] = Number(value);
  const clock = { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute!, second: part.second! };
  // setUTCFullYear: Date.UTC would read years 0-99 as 1900-1999.
  const wallClock = new Date(Date.UTC(2000, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)).setUTCFullYear(clock.year);
  const instant = date.getTime() - date.getUTCMilliseconds();
  return { ...clock, offsetMinutes: Math.round((wallClock - instant) / 60_000) };
}
