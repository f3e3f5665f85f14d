import { describe, expect, it } from 'vitest';
import { DEFAULT_WINTER_MODE_DATE, isWinterMode } from './isWinterMode';

describe('isWinterMode (docs/behaviour.md §12 winter-mode date, default February 15)', () => {
  it.each([
    [new Date(2026, 10, 30), false],
    [new Date(2026, 11, 1), true],
    [new Date(2027, 0, 10), true],
    [new Date(2027, 1, 15), true],
    [new Date(2027, 1, 16), false],
    [new Date(2027, 6, 1), false],
  ])('%s with the default date: %s', (now, expected) => {
    expect(DEFAULT_WINTER_MODE_DATE).toBe('02-15');
    expect(isWinterMode(now, DEFAULT_WINTER_MODE_DATE)).toBe(expected);
  });

  it('follows the configured date; null, empty and malformed dates turn it off', () => {
    expect(isWinterMode(new Date(2027, 2, 1), '03-01')).toBe(true);
    expect(isWinterMode(new Date(2027, 2, 2), '03-01')).toBe(false);
    expect(isWinterMode(new Date(2026, 11, 20), '12-24')).toBe(true);
    expect(isWinterMode(new Date(2026, 11, 25), '12-24')).toBe(false);
    expect(isWinterMode(new Date(2027, 0, 5), '12-24')).toBe(false);
    for (const off of [null, undefined, '', '2-15', '13-01', '02-00', 'winter'])
      expect(isWinterMode(new Date(2027, 0, 10), off)).toBe(false);
  });
});
