import { describe, expect, it } from 'vitest';
import { editNumberText, formatNumberField, numberScale, numberValue } from './numberInput';

describe('numberScale', () => {
  it('is 0 for int, the scale when set, else 4', () => {
    expect(numberScale({ type: 'int', scale: 3 })).toBe(0);
    expect(numberScale({ type: 'number', scale: 2 })).toBe(2);
    expect(numberScale({ type: 'number' })).toBe(4);
    expect(numberScale({ type: 'number', scale: -1 })).toBe(4);
  });
});

describe('formatNumberField', () => {
  it('groups thousands and keeps up to 4 decimals, or the fixed scale', () => {
    expect(formatNumberField(1234567.5, { type: 'number' })).toBe('1 234 567.5');
    expect(formatNumberField(1.5, { type: 'number', scale: 2 })).toBe('1.50');
    expect(formatNumberField(-9876, { type: 'int' })).toBe('-9 876');
    expect(formatNumberField(null, { type: 'number' })).toBe('');
  });
});

describe('editNumberText', () => {
  it('groups digits as typed and keeps the caret after the same digit', () => {
    expect(editNumberText('1234567.5', 9, 4)).toEqual({ text: '1 234 567.5', caret: 11, value: 1234567.5 });
    // A 5 typed after the 1 of '1 234': regrouped, the caret stays after the 5.
    expect(editNumberText('15 234', 2, 4)).toEqual({ text: '15 234', caret: 2, value: 15234 });
    expect(editNumberText('1 2345', 6, 4)).toEqual({ text: '12 345', caret: 6, value: 12345 });
  });

  it('takes a comma as the decimal point and keeps a leading minus only', () => {
    expect(editNumberText('-12,5', 5, 4)).toEqual({ text: '-12.5', caret: 5, value: -12.5 });
    expect(editNumberText('12-', 3, 4)).toEqual({ text: '12', caret: 2, value: 12 });
    expect(editNumberText('-', 1, 4)).toEqual({ text: '-', caret: 1, value: null });
  });

  it('drops letters', () => {
    expect(editNumberText('12a', 3, 4)).toEqual({ text: '12', caret: 2, value: 12 });
    expect(editNumberText('', 0, 4)).toEqual({ text: '', caret: 0, value: null });
  });

  it('refuses decimals past the scale, a second point, a point in an int and too many digits', () => {
    expect(editNumberText('1.23456', 7, 4)).toBeNull();
    expect(editNumberText('1.2.', 4, 4)).toBeNull();
    expect(editNumberText('12.', 3, 0)).toBeNull();
    expect(editNumberText('12,', 3, 0)).toBeNull();
    expect(editNumberText('1234567890123456', 16, 4)).toBeNull();
  });

  it('keeps a trailing point while the decimals are being typed', () => {
    expect(editNumberText('1234.', 5, 4)).toEqual({ text: '1 234.', caret: 6, value: 1234 });
  });
});

describe('numberValue', () => {
  it('reads formatted text, gives null for no number and never -0', () => {
    expect(numberValue('-1 234.5')).toBe(-1234.5);
    expect(numberValue('1,5')).toBe(1.5);
    expect(numberValue('')).toBeNull();
    expect(numberValue('-')).toBeNull();
    expect(Object.is(numberValue('-0'), 0)).toBe(true);
  });
});
