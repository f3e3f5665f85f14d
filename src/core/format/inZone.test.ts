import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { inZone } from './inZone';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('inZone', () => {
  it("shows an instant on the zone's wall clock, as dayjs's tz() does", () => {
    const instants = [
      '2024-05-14T20:00:00Z',
      '2024-03-31T00:59:59Z',
      '2024-03-31T01:00:00Z',
      '2024-10-27T00:30:00Z',
      '2024-10-27T01:30:00Z',
    ];
    for (const zone of ['Asia/Tashkent', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
      for (const instant of instants) {
        const moment = dayjs(instant);
        expect(inZone(moment, zone).format('YYYY-MM-DD HH:mm:ss Z'), `${instant} in ${zone}`).toBe(
          moment.tz(zone).format('YYYY-MM-DD HH:mm:ss Z'),
        );
      }
    }
    expect(inZone(dayjs('2024-05-14T20:00:00Z'), 'Asia/Tashkent').format('DD.MM.YYYY HH:mm')).toBe('15.05.2024 01:00');
  });

  it('refuses an unknown zone as dayjs does', () => {
    expect(() => inZone(dayjs('2024-05-14T20:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});
