import { describe, expect, it } from 'vitest';
import {
  datetimeTime,
  datetimeWithTime,
  dayBounds,
  displayFormat,
  maskForFormat,
  parseDisplayText,
  toDisplayText,
  valueDay,
  valueWithDay,
} from './dateInput';

const TZ = 'Asia/Tashkent';

describe('displayFormat and maskForFormat', () => {
  it('defaults per kind and builds a digit mask', () => {
    expect(displayFormat('date', null)).toBe('DD.MM.YYYY');
    expect(displayFormat('datetime', '')).toBe('DD.MM.YYYY HH:mm');
    expect(displayFormat('time', 'HH:mm:ss')).toBe('HH:mm:ss');
    expect(maskForFormat('DD.MM.YYYY')).toBe('00.00.0000');
    expect(maskForFormat('DD.MM.YYYY HH:mm')).toBe('00.00.0000 00:00');
    expect(maskForFormat('YYYY/MM/DD')).toBe('0000/00/00');
  });

  it('gives no mask for formats with names', () => {
    expect(maskForFormat('D MMM YYYY')).toBeNull();
    expect(maskForFormat('hh:mm A')).toBeNull();
  });
});

describe('parseDisplayText', () => {
  it('reads whole valid dates only', () => {
    expect(parseDisplayText('15.05.2024', 'date', 'DD.MM.YYYY')).toBe('2024-05-15');
    expect(parseDisplayText('31.02.2024', 'date', 'DD.MM.YYYY')).toBeNull();
    expect(parseDisplayText('15.05.20', 'date', 'DD.MM.YYYY')).toBeNull();
    expect(parseDisplayText('', 'date', 'DD.MM.YYYY')).toBeNull();
  });

  it('reads a datetime in the time zone and writes it with the offset', () => {
    expect(parseDisplayText('15.05.2024 14:30', 'datetime', 'DD.MM.YYYY HH:mm', TZ)).toBe('2024-05-15T14:30:00+05:00');
    expect(parseDisplayText('15.05.2024 14:30', 'datetime', 'DD.MM.YYYY HH:mm', 'UTC')).toBe('2024-05-15T14:30:00+00:00');
  });

  it('reads times', () => {
    expect(parseDisplayText('09:05', 'time', 'HH:mm')).toBe('09:05');
    expect(parseDisplayText('25:00', 'time', 'HH:mm')).toBeNull();
  });
});

describe('toDisplayText', () => {
  it('shows server values in the display format and zone', () => {
    expect(toDisplayText('2024-05-15', 'date', 'DD.MM.YYYY')).toBe('15.05.2024');
    expect(toDisplayText('2024-05-15T09:30:00Z', 'datetime', 'DD.MM.YYYY HH:mm', TZ)).toBe('15.05.2024 14:30');
    expect(toDisplayText('14:30', 'time', 'HH:mm')).toBe('14:30');
    expect(toDisplayText(null, 'date', 'DD.MM.YYYY')).toBe('');
    expect(toDisplayText('garbage', 'date', 'DD.MM.YYYY')).toBe('');
  });
});

describe('day bounds', () => {
  it('takes date bounds as days and datetime bounds as days in the zone', () => {
    expect(dayBounds({ type: 'date', minDate: '2024-05-10', maxDate: '2024-05-20' })).toEqual({ min: '2024-05-10', max: '2024-05-20' });
    expect(dayBounds({ type: 'datetime', minDatetime: '2024-05-14T20:00:00Z', maxDatetime: null }, TZ)).toEqual({
      min: '2024-05-15',
      max: null,
    });
  });
});

describe('valueWithDay and valueDay', () => {
  it('keeps a datetime’s time on the picked day and clamps it into the bounds', () => {
    expect(valueWithDay('2024-05-20', 'datetime', '2024-05-15T09:30:00Z', {}, TZ)).toBe('2024-05-20T14:30:00+05:00');
    expect(valueWithDay('2024-05-20', 'datetime', null, {}, TZ)).toBe('2024-05-20T00:00:00+05:00');
    expect(valueWithDay('2024-05-20', 'datetime', null, { minDatetime: '2024-05-20T04:00:00Z' }, TZ)).toBe('2024-05-20T09:00:00+05:00');
    expect(valueWithDay('2024-05-20', 'date', null, {}, TZ)).toBe('2024-05-20');
  });

  it('finds the day of a value in the zone', () => {
    expect(valueDay('2024-05-14T20:00:00Z', 'datetime', TZ)).toBe('2024-05-15');
    expect(valueDay('2024-05-14', 'date', TZ)).toBe('2024-05-14');
    expect(valueDay(null, 'date', TZ)).toBeNull();
  });
});

describe('datetime time of day', () => {
  it('reads and sets the time in the zone, on the value’s day or the fallback day', () => {
    expect(datetimeTime('2024-05-15T09:30:00Z', TZ)).toBe('14:30');
    expect(datetimeTime(null, TZ)).toBeNull();
    expect(datetimeWithTime('2024-05-14T20:00:00Z', '08:15', '2000-01-01', TZ)).toBe('2024-05-15T08:15:00+05:00');
    expect(datetimeWithTime(null, '08:15', '2024-05-15', TZ)).toBe('2024-05-15T08:15:00+05:00');
  });
});
