import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';
import { toNumber } from './toNumber';

describe('formatNumber', () => {
  it('groups thousands with a space and keeps up to 4 decimals, trimming trailing zeros', () => {
    expect(formatNumber(1234567.891)).toBe('1 234 567.891');
    expect(formatNumber(1234.56789)).toBe('1 234.5679');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1 000');
    expect(formatNumber(0.00001)).toBe('0');
  });

  it('writes exactly the fixed decimals when given, padding with zeros', () => {
    expect(formatNumber(2500, { decimals: 2 })).toBe('2 500.00');
    expect(formatNumber(1.23456, { decimals: 0 })).toBe('1');
    expect(formatNumber(1.5, { decimals: 3 })).toBe('1.500');
    expect(formatNumber(7, { decimals: -2 })).toBe('7');
  });

  it('formats negative numbers with the sign before the grouped digits, never -0', () => {
    expect(formatNumber(-1234.5)).toBe('-1 234.5');
    expect(formatNumber(-123456)).toBe('-123 456');
    expect(formatNumber(-0.00001)).toBe('0');
    expect(formatNumber(-0.001, { decimals: 2 })).toBe('0.00');
  });

  it('formats numeric strings and gives an empty text for no number', () => {
    expect(formatNumber('1234.5')).toBe('1 234.5');
    expect(formatNumber(' -9876543 ')).toBe('-9 876 543');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('12abc')).toBe('');
  });

  it('takes another thousand separator', () => {
    expect(formatNumber(1234567, { thousandSeparator: ',' })).toBe('1,234,567');
    expect(formatNumber(1234567, { thousandSeparator: '' })).toBe('1234567');
  });
});

describe('toNumber', () => {
  it('reads numbers and plain decimal strings, our own formatted output included', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber('1 234.5')).toBe(1234.5);
    expect(toNumber('-.5')).toBe(-0.5);
    expect(toNumber('1e3')).toBe(1000);
    expect(toNumber(10n)).toBe(10);
  });

  it('gives null for empty, NaN, infinite and non-numeric values', () => {
    for (const value of ['', '  ', 'abc', '0x1f', '1,5', null, undefined, Number.NaN, Infinity, true, {}]) {
      expect(toNumber(value)).toBeNull();
    }
  });
});
