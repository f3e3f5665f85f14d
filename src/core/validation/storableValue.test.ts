import { describe, expect, it } from 'vitest';
import { MAX_VALUE_DEPTH, storableValue } from './storableValue';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('storableValue', () => {
  it('accepts what the controls send', () => {
    expect(storableValue('Салом')).toBe(true);
    expect(storableValue([{ lat: 41.3, lng: 69.2 }])).toBe(true);
    expect(storableValue({ key: 'value' })).toBe(true);
    expect(storableValue(nested(MAX_VALUE_DEPTH))).toBe(true);
  });

  it('refuses a NUL character in a string or a key, at any depth', () => {
    expect(storableValue('a\u0000b')).toBe(false);
    expect(storableValue({ 'k\u0000': 'v' })).toBe(false);
    expect(storableValue([['x', ['\u0000']]])).toBe(false);
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    expect(storableValue(nested(MAX_VALUE_DEPTH + 1))).toBe(false);
    expect(storableValue(nested(1_000_000))).toBe(false);
  });
});
