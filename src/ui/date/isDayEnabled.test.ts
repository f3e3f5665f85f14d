import { describe, expect, it } from 'vitest';
import { isDayEnabled } from './isDayEnabled';

describe('isDayEnabled', () => {
  it('enables whole days, one day when both bounds are the same', () => {
    const same = { min: '2024-05-15', max: '2024-05-15' };
    expect(['2024-05-14', '2024-05-15', '2024-05-16'].map((day) => isDayEnabled(day, same))).toEqual([false, true, false]);
    expect(isDayEnabled('1990-01-01', { min: null, max: null })).toBe(true);
  });
});
