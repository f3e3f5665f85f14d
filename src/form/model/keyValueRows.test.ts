import { describe, expect, it } from 'vitest';
import { keyValueObject, keyValueRows, sameKeyValues } from './keyValueRows';

describe('keyValueObject', () => {
  it('drops rows with an empty or whitespace key and trims keys', () => {
    expect(
      keyValueObject([
        { key: ' lang ', value: 'uz' },
        { key: '   ', value: 'x' },
        { key: '', value: 'y' },
      ]),
    ).toEqual({ lang: 'uz' });
  });

  it('lets a later row win over an earlier one with the same key', () => {
    expect(
      keyValueObject([
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ]),
    ).toEqual({ a: '2' });
  });
});

describe('keyValueRows', () => {
  it('gives one row per entry and one empty row for no value', () => {
    expect(keyValueRows({ lang: 'uz', n: 5 })).toEqual([
      { key: 'lang', value: 'uz' },
      { key: 'n', value: '5' },
    ]);
    expect(keyValueRows(null)).toEqual([{ key: '', value: '' }]);
    expect(keyValueRows({})).toEqual([{ key: '', value: '' }]);
    expect(keyValueRows('{"a":"1"}')).toEqual([{ key: 'a', value: '1' }]);
  });
});

describe('sameKeyValues', () => {
  it('ignores blank-key rows and order', () => {
    expect(
      sameKeyValues(
        [
          { key: 'b', value: '2' },
          { key: '', value: '' },
          { key: 'a', value: '1' },
        ],
        { a: '1', b: '2' },
      ),
    ).toBe(true);
    expect(sameKeyValues([{ key: 'a', value: '1' }], { a: '2' })).toBe(false);
    expect(sameKeyValues([{ key: '', value: '' }], null)).toBe(true);
  });
});
