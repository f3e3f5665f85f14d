import dayjs from 'dayjs';
// Node's ESM resolver (the bundled server keeps dayjs external) needs the file's extension on a subpath.
import utc from 'dayjs/plugin/utc.js';
import { inZone } from '../format/inZone';
import { DEFAULT_TIME_ZONE, FORM_DATE_FORMATS } from './formDateFormats';

dayjs.extend(utc);

/**
 * A date or datetime bound as the date messages show it ('Сана {0} дан катта бўлиши керак'): in the
 * element's display format, datetimes in the backend's time zone, so browser and server word it alike.
 *
 * @example
 * formatDateBound('2026-01-05', 'date'); // '05.01.2026'
 * formatDateBound('2026-01-05T04:00:00Z', 'datetime'); // '05.01.2026 09:00'
 */
export function formatDateBound(bound: string, kind: 'date' | 'datetime', format?: string | null, timeZone = DEFAULT_TIME_ZONE): string {
  if (kind === 'date') return dayjs(bound, FORM_DATE_FORMATS.serverDate).format(format || FORM_DATE_FORMATS.displayDate);
  return inZone(dayjs(bound), timeZone).format(format || FORM_DATE_FORMATS.displayDatetime);
}
