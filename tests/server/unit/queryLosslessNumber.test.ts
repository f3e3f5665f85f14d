import { describe, expect, it } from 'vitest';
import { queryLosslessNumber } from '../../../server/tables/queryLosslessNumber';

describe('queryLosslessNumber', () => {
  it('gives a number where the double says the same value', () => {
    expect(queryLosslessNumber('1250.00')).toBe(1250);
    expect(queryLosslessNumber('-012.50')).toBe(-12.5);
    expect(queryLosslessNumber('0')).toBe(0);
    expect(queryLosslessNumber('123456789012345')).toBe(123456789012345);
    expect(queryLosslessNumber('9007199254740991')).toBe(9007199254740991);
    expect(queryLosslessNumber('0.000000000000001')).toBe(1e-15);
    expect(queryLosslessNumber('1e3')).toBe(1000);
  });

  it('keeps the text where a double would change the value', () => {
    expect(queryLosslessNumber('9007199254740993')).toBe('9007199254740993');
    expect(queryLosslessNumber('12345678901234567890')).toBe('12345678901234567890');
    expect(queryLosslessNumber('0.1000000000000000055')).toBe('0.1000000000000000055');
    expect(queryLosslessNumber('1234567890.12345678')).toBe('1234567890.12345678');
    expect(queryLosslessNumber('NaN')).toBe('NaN');
    expect(queryLosslessNumber('Infinity')).toBe('Infinity');
  });
});
