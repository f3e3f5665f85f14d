import { describe, expect, it } from 'vitest';
import { literalPrefix, textMask } from './textMask';

describe('textMask', () => {
  it('reads a pattern between slashes as a regular expression, flags included', () => {
    const mask = textMask('/^\\d{0,9}$/');
    expect(mask?.kind).toBe('regexp');
    const pattern = (mask as { pattern: RegExp }).pattern;
    expect(pattern.test('123')).toBe(true);
    expect(pattern.test('12a')).toBe(false);
    expect((textMask('/^[a-z]*$/i') as { pattern: RegExp }).pattern.test('AbC')).toBe(true);
  });

  it('drops the stateful flags so the same text always gives the same answer', () => {
    const pattern = (textMask('/^\\d+$/g') as { pattern: RegExp }).pattern;
    expect([pattern.test('12'), pattern.test('12')]).toEqual([true, true]);
  });

  it('takes anything else as a mask definition', () => {
    expect(textMask('+998 00 000-00-00')).toEqual({ kind: 'pattern', pattern: '+998 00 000-00-00' });
  });

  it('gives null for no mask and for a broken pattern', () => {
    expect(textMask(null)).toBeNull();
    expect(textMask('')).toBeNull();
    expect(textMask('/[/')).toBeNull();
  });
});

describe('literalPrefix', () => {
  it('gives the fixed text before the first placeholder', () => {
    expect(literalPrefix('+998 00 000-00-00')).toBe('+998 ');
    expect(literalPrefix('00.00.0000')).toBe('');
    expect(literalPrefix('ID-aa')).toBe('ID-');
  });
});
