import { describe, expect, it } from 'vitest';
import { formatJobTime } from './formatJobTime';

describe('formatJobTime', () => {
  it('writes DD.MM.YYYY HH:mm:ss in local time, and nothing for no time', () => {
    const local = new Date(2025, 2, 1, 9, 4, 5).toISOString();
    expect(formatJobTime(local)).toBe('01.03.2025 09:04:05');
    expect(formatJobTime(null)).toBe('');
    expect(formatJobTime('not a date')).toBe('');
  });
});
