import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { localDay } from './localDay';

describe('localDay', () => {
  it("gives the browser time zone's day, as dayjs formats it", () => {
    for (const date of [new Date(2025, 0, 1, 0, 0), new Date(2025, 2, 9, 23, 59), new Date(1999, 11, 31, 12)]) {
      expect(localDay(date)).toBe(dayjs(date).format('YYYY-MM-DD'));
    }
  });
});
