import { describe, expect, it } from 'vitest';
import { calendarMonth, shiftDay, weekdayColumn } from './calendarMonth';

describe('calendarMonth', () => {
  it('lays out whole weeks from Monday, marking the neighbours’ days', () => {
    const weeks = calendarMonth(2024, 4);
    expect(weeks).toHaveLength(5);
    expect(weeks[0].map((d) => d.date)).toEqual([29, 30, 1, 2, 3, 4, 5]);
    expect(weeks[0][0]).toEqual({ day: '2024-04-29', date: 29, inMonth: false });
    expect(weeks[4].map((d) => d.day)).toEqual([
      '2024-05-27',
      '2024-05-28',
      '2024-05-29',
      '2024-05-30',
      '2024-05-31',
      '2024-06-01',
      '2024-06-02',
    ]);
  });

  it('starts on the first when the month starts on a Monday and wraps years', () => {
    expect(calendarMonth(2024, 0)[0][0].day).toBe('2024-01-01');
    expect(calendarMonth(2025, 11).at(-1)!.at(-1)!.day).toBe('2026-01-04');
  });
});

describe('shiftDay', () => {
  it('moves by days across months and years', () => {
    expect(shiftDay('2024-03-01', { days: -1 })).toBe('2024-02-29');
    expect(shiftDay('2024-12-31', { days: 1 })).toBe('2025-01-01');
    expect(shiftDay('2024-05-15', { days: 7 })).toBe('2024-05-22');
  });

  it('moves by months keeping the day where the month has it', () => {
    expect(shiftDay('2024-01-31', { months: 1 })).toBe('2024-02-29');
    expect(shiftDay('2024-01-15', { months: -1 })).toBe('2023-12-15');
  });
});

describe('weekdayColumn', () => {
  it('counts from Monday', () => {
    expect(weekdayColumn('2024-05-13')).toBe(0);
    expect(weekdayColumn('2024-05-19')).toBe(6);
  });
});
