import { Cron } from 'croner';

/**
 * A task's schedule as croner reads it: five fields (minute to weekday) or six with seconds first, in an
 * IANA time zone. Paused: it only answers when occurrences fall, it never runs anything itself (the
 * scheduler claims each occurrence in the database). Throws on an expression or zone croner refuses.
 *
 * @example
 * cronSchedule('0 3 * * *', 'Asia/Tashkent').nextRun(new Date('2026-01-01T00:00:00Z')); // 2026-01-01T22:00:00Z
 */
export function cronSchedule(expression: string, timeZone: string): Cron {
  if (!timeZoneExists(timeZone)) throw new RangeError(`unknown time zone ${timeZone}`);
  return new Cron(expression.trim(), { timezone: timeZone, mode: '5-or-6-parts', paused: true });
}

/** Whether Intl knows the zone (croner would quietly fall back to the process's own). */
export function timeZoneExists(timeZone: string): boolean {
  if (!timeZone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether the expression parses (in UTC: the zone is checked on its own). */
export function scheduleParses(expression: string): boolean {
  try {
    cronSchedule(expression, 'UTC');
    return true;
  } catch {
    return false;
  }
}
