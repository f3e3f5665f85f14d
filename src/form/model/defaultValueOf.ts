import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { FormElementMeta } from '../../core/api/formMeta';
import { DEFAULT_TIME_ZONE, FORM_DATE_FORMATS } from '../../core/form/formDateFormats';
import { toBoolean } from '../../core/form/toBoolean';
import { inZone } from '../../core/format/inZone';

// inZone rather than dayjs's timezone plugin, which every form would otherwise download (issue 16: size).
dayjs.extend(utc);

/**
 * The value a field of a new record starts with (SPEC §3 defaultValue): dates and times accept 'today' and
 * 'now' (in the backend's time zone, in the server's formats), checkboxes coerce to boolean, numbers given
 * as text become numbers; no default is null (a checkbox false).
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
    const local = inZone(dayjs(now), timeZone);
    if (element.type === 'date') return local.format(FORM_DATE_FORMATS.serverDate);
    if (element.type === 'datetime')
      return (moment === 'today' ? local.startOf('day') : local.second(0)).format(FORM_DATE_FORMATS.serverDatetime);
    if (element.type === 'time') return local.format(FORM_DATE_FORMATS.serverTime);
  }
  if ((element.type === 'number' || element.type === 'int') && typeof value === 'string') {
    const number = Number(value.replace(/\s/g, ''));
    return Number.isFinite(number) ? number : null;
  }
  return value;
}
