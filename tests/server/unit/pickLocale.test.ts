import { describe, expect, it } from 'vitest';
import { pickLocale } from '../../../server/i18n/pickLocale';

describe('pickLocale', () => {
  it.each([
    [undefined, undefined, 'uz'],
    [undefined, 'uz-Latn-UZ', 'la'],
    [undefined, 'uz_latn', 'la'],
    [undefined, 'uz-Cyrl-UZ', 'uz'],
    [undefined, 'uz', 'uz'],
    [undefined, 'ru-RU', 'ru'],
    [undefined, 'en-GB', 'en'],
    [undefined, 'km-KH', 'km'],
    [undefined, 'kaa-UZ', 'qq'],
    [undefined, 'fr, de', 'uz'],
    [undefined, 'en;q=0, ru;q=0.1', 'ru'],
    ['ru', 'en', 'ru'],
    ['bogus', 'en', 'en'],
    ['uz-Latn', undefined, 'la'],
  ])('pickLocale(%s, %s) is %s', (query, header, expected) => {
    expect(pickLocale(query, header)).toBe(expected);
  });
});
