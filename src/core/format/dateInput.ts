import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FormElementMeta } from '../api/formMeta';
import { DEFAULT_TIME_ZONE, FORM_DATE_FORMATS as F } from '../form/formDateFormats';
import { inZone } from './inZone';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** The three kinds of date controls and the server formats their values travel in (docs/behaviour.md §12). */
export type DateKind = 'date' | 'datetime' | 'time';

const SERVER_FORMAT: Record<DateKind, string> = { date: F.serverDate, datetime: F.serverDatetime, time: F.serverTime };
const DISPLAY_FORMAT: Record<DateKind, string> = { date: F.displayDate, datetime: F.displayDatetime, time: F.displayTime };

/**
 * The format a date control shows: the element's `format`, else DD.MM.YYYY, DD.MM.YYYY HH:mm or HH:mm.
 *
 * @example
 * displayFormat('datetime', null); // 'DD.MM.YYYY HH:mm'
 */
export function displayFormat(kind: DateKind, format: string | null | undefined): string {
  return format?.trim() || DISPLAY_FORMAT[kind];
}

/**
 * The imask pattern that guides typing in a display format: each numeric token becomes digits, the rest is
 * fixed. Null when the format has a token that is not all digits (month names, AM/PM): no mask then.
 *
 * @example
 * maskForFormat('DD.MM.YYYY HH:mm'); // '00.00.0000 00:00'
 * maskForFormat('D MMM YYYY');       // null
 */
export function maskForFormat(format: string): string | null {
  const tokens = format.match(/\[[^\]]*\]|Y+|M+|D+|H+|h+|m+|s+|[A-Za-z]+|[^A-Za-z[]+/g) ?? [];
  let mask = '';
  for (const token of tokens) {
    if (token.startsWith('[')) return null;
    if (/^(YYYY|YY|MM|DD|HH|hh|mm|ss)$/.test(token)) mask += '0'.repeat(token.length);
    else if (/[A-Za-z]/.test(token)) return null;
    // imask reads 0, a and * as placeholders and braces/backticks as syntax; escape them as fixed characters.
    else mask += token.replace(/[0a*{}[\]`\\]/g, (char) => `\\${char}`);
  }
  return mask || null;
}

/**
 * The server value of what the user typed, or null when it is not a whole valid date in the format (the
 * required rule then speaks). A datetime is read in `timeZone` and written with its offset.
 *
 * @example
 * parseDisplayText('15.05.2024', 'date', 'DD.MM.YYYY');                             // '2024-05-15'
 * parseDisplayText('15.05.2024 14:30', 'datetime', 'DD.MM.YYYY HH:mm', 'Asia/Tashkent'); // '2024-05-15T14:30:00+05:00'
 * parseDisplayText('31.02.2024', 'date', 'DD.MM.YYYY');                             // null
 */
export function parseDisplayText(text: string, kind: DateKind, format: string, timeZone = DEFAULT_TIME_ZONE): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = dayjs(trimmed, format, true);
  if (!parsed.isValid()) return null;
  if (kind !== 'datetime') return parsed.format(SERVER_FORMAT[kind]);
  return dayjs.tz(parsed.format('YYYY-MM-DDTHH:mm:ss'), timeZone).format(F.serverDatetime);
}

/**
 * What a date control shows for a server value; '' for none or for a value it cannot read.
 *
 * @example
 * toDisplayText('2024-05-15', 'date', 'DD.MM.YYYY');                                  // '15.05.2024'
 * toDisplayText('2024-05-15T09:30:00Z', 'datetime', 'DD.MM.YYYY HH:mm', 'Asia/Tashkent'); // '15.05.2024 14:30'
 */
export function toDisplayText(value: unknown, kind: DateKind, format: string, timeZone = DEFAULT_TIME_ZONE): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  const parsed = readServerValue(value, kind, timeZone);
  return parsed ? parsed.format(format) : '';
}

/** A server value as a dayjs in the shown zone (datetimes) or as a local calendar value; null when unreadable. */
function readServerValue(value: string, kind: DateKind, timeZone: string) {
  if (kind === 'date') {
    const parsed = dayjs(value.slice(0, 10), F.serverDate, true);
    return parsed.isValid() ? parsed : null;
  }
  if (kind === 'time') {
    const parsed = dayjs(value.slice(0, 5), F.serverTime, true);
    return parsed.isValid() ? parsed : null;
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? inZone(parsed, timeZone) : null;
}

/**
 * The first and last day a date control lets the user pick (docs/behaviour.md §5, whole days): minDate/maxDate, or for a
 * datetime the days of minDatetime/maxDatetime in the shown time zone.
 *
 * @example
 * dayBounds({ id: 1, type: 'datetime', minDatetime: '2024-05-14T20:00:00Z' }, 'Asia/Tashkent'); // { min: '2024-05-15', max: null }
 */
export function dayBounds(
  element: Pick<FormElementMeta, 'type' | 'minDate' | 'maxDate' | 'minDatetime' | 'maxDatetime'>,
  timeZone = DEFAULT_TIME_ZONE,
): { min: string | null; max: string | null } {
  if (element.type === 'datetime') {
    const day = (bound: string | null | undefined) => {
      const parsed = bound ? dayjs(bound) : null;
      return parsed?.isValid() ? inZone(parsed, timeZone).format(F.serverDate) : null;
    };
    return { min: day(element.minDatetime), max: day(element.maxDatetime) };
  }
  const day = (bound: string | null | undefined) => (bound && /^\d{4}-\d{2}-\d{2}/.test(bound) ? bound.slice(0, 10) : null);
  return { min: day(element.minDate), max: day(element.maxDate) };
}

/**
 * The server value after picking `day` in the calendar: the day itself for a date; for a datetime the day
 * at the time the value had (or 00:00), moved inside minDatetime/maxDatetime when that time falls outside.
 *
 * @example
 * valueWithDay('2024-05-20', 'datetime', '2024-05-15T09:30:00Z', {}, 'Asia/Tashkent'); // '2024-05-20T14:30:00+05:00'
 */
export function valueWithDay(
  day: string,
  kind: 'date' | 'datetime',
  current: unknown,
  element: Pick<FormElementMeta, 'minDatetime' | 'maxDatetime'>,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  if (kind === 'date') return day;
  const previous = typeof current === 'string' && current ? readServerValue(current, 'datetime', timeZone) : null;
  const time = previous ? previous.format('HH:mm:ss') : '00:00:00';
  let picked = dayjs.tz(`${day}T${time}`, timeZone);
  const min = element.minDatetime ? dayjs(element.minDatetime) : null;
  const max = element.maxDatetime ? dayjs(element.maxDatetime) : null;
  if (min?.isValid() && picked.isBefore(min)) picked = inZone(min, timeZone);
  if (max?.isValid() && picked.isAfter(max)) picked = inZone(max, timeZone);
  return picked.format(F.serverDatetime);
}

/**
 * The calendar day ('YYYY-MM-DD') a server value falls on in the shown zone, or null.
 *
 * @example
 * valueDay('2024-05-14T20:00:00Z', 'datetime', 'Asia/Tashkent'); // '2024-05-15'
 */
export function valueDay(value: unknown, kind: 'date' | 'datetime', timeZone = DEFAULT_TIME_ZONE): string | null {
  if (typeof value !== 'string' || !value) return null;
  return readServerValue(value, kind, timeZone)?.format(F.serverDate) ?? null;
}

/**
 * Today in the shown time zone, as 'YYYY-MM-DD'.
 *
 * @example
 * todayIn('Asia/Tashkent'); // '2024-05-15'
 */
export function todayIn(timeZone = DEFAULT_TIME_ZONE): string {
  return inZone(dayjs(), timeZone).format(F.serverDate);
}

/**
 * The 'HH:mm' a datetime value shows in the zone, or null.
 *
 * @example
 * datetimeTime('2024-05-15T09:30:00Z', 'Asia/Tashkent'); // '14:30'
 */
export function datetimeTime(value: unknown, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (typeof value !== 'string' || !value) return null;
  return readServerValue(value, 'datetime', timeZone)?.format('HH:mm') ?? null;
}

/**
 * A datetime value with its time of day set to `time` ('HH:mm') in the zone, on the value's own day or,
 * with no value yet, on `fallbackDay`.
 *
 * @example
 * datetimeWithTime(null, '08:15', '2024-05-15', 'Asia/Tashkent'); // '2024-05-15T08:15:00+05:00'
 */
export function datetimeWithTime(current: unknown, time: string, fallbackDay: string, timeZone = DEFAULT_TIME_ZONE): string {
  const day = valueDay(current, 'datetime', timeZone) ?? fallbackDay;
  return dayjs.tz(`${day}T${time}:00`, timeZone).format(F.serverDatetime);
}
