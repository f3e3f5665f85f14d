import { describe, expect, it } from 'vitest';
import { formatJobDuration } from './formatJobDuration';

describe('formatJobDuration', () => {
  const start = '2025-03-01T10:00:00.000Z';
  it('reads like a clock, to the end or to now while it runs', () => {
    expect(formatJobDuration({ startedAt: start, finishedAt: '2025-03-01T10:01:05.000Z' }, 0)).toBe('1:05');
    expect(formatJobDuration({ startedAt: start, finishedAt: '2025-03-01T12:03:09.400Z' }, 0)).toBe('2:03:09');
    expect(formatJobDuration({ startedAt: start, finishedAt: null }, Date.parse(start) + 7_000)).toBe('0:07');
  });
  it('is empty before the job starts', () => {
    expect(formatJobDuration({ startedAt: null, finishedAt: null }, Date.now())).toBe('');
  });
});
