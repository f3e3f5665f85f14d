import type { FormElementMeta } from '../../core/api/formMeta';
import { DEFAULT_TIME_ZONE } from '../../core/form/formDateFormats';
import { toBoolean } from '../../core/form/toBoolean';
import { zonedClock, type ZonedClock } from '../../core/format/zonedClock';

/**
 * The value a field of a new record starts with (docs/behaviour.md §2 defaultValue): dates and times accept 'today' and
 * 'now' (in the backend's time zone, in the server's formats: FORM_DATE_FORMATS' serverDate, serverDatetime
 * and serverTime), checkboxes coerce to boolean, numbers given as text become numbers; no default is null (a
 * checkbox false).
 *
 * @example
 * defaultValueOf({ id: 1, type: 'date', defaultValue: 'today' }, new Date('2026-03-01T20:00:00Z')); // '2026-03-02' (Tashkent)
 * defaultValueOf({ id: 2, type: 'checkbox' }); // false
 */
export function defaultValueOf(element: FormElementMeta, now: Date = new Date(), timeZone = DEFAULT_TIME_ZONE): unknown {
  const value = element.defaultValue;
  if (element.type === 'checkbox') return toBoolean(value);
  if (value === undefined || value === null || value === '') return null;
  const moment = typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (moment === 'today' || moment === 'now') {
    // Written from the zone's wall clock without dayjs, which forms without date fields then never load.
    const clock = zonedClock(now, timeZone);
    if (element.type === 'date') return dayText(clock);
    if (element.type === 'datetime') {
      const time = moment === 'today' ? '00:00' : `${two(clock.hour)}:${two(clock.minute)}`;
      return `${dayText(clock)}T${time}:00${offsetText(clock.offsetMinutes)}`;
    }
    if (element.type === 'time') return `${two(clock.hour)}:${two(clock.minute)}`;
  }
  if ((element.type === 'number' || element.type === 'int') && typeof value === 'string') {
    const number = Number(value.replace(/\s/g, ''));
    return Number.isFinite(number) ? number : null;
  }
  return value;
}

const two = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD. */
const dayText = (clock: ZonedClock) => `${String(clock.year).padStart(4, '0')}-${two(clock.month)}-${two(clock.day)}`;

/** dayjs's `Z`: +05:00. */
function offsetText(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(size / 60))}:${two(size % 60)}`;
}
