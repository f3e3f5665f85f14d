/**
 * docs/behaviour.md §12 date formats: what controls show by default, what travels to the server, and the backend's time
 * zone, in which datetimes are shown unless the host configures another.
 */
export const FORM_DATE_FORMATS = {
  displayDate: 'DD.MM.YYYY',
  displayDatetime: 'DD.MM.YYYY HH:mm',
  displayTime: 'HH:mm',
  serverDate: 'YYYY-MM-DD',
  serverDatetime: 'YYYY-MM-DDTHH:mm:ssZ',
  serverTime: 'HH:mm',
} as const;

export const DEFAULT_TIME_ZONE = 'Asia/Tashkent';
