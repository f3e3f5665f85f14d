import { describe, expect, it } from 'vitest';
import { decodeBody, encodeBody, transferMethodOf } from './transferCodec';

describe('transferCodec', () => {
  it('round-trips Cyrillic text through base64', () => {
    const value = { username: 'админ', list: [1, 2], nested: { ok: true } };
    const wire = encodeBody('base64', value);
    expect(wire).not.toContain('админ');
    expect(decodeBody('base64', wire)).toEqual(value);
  });

  it('reads the method from a content type', () => {
    expect(transferMethodOf('application/json+base64; charset=utf-8')).toBe('base64');
    expect(transferMethodOf('application/json')).toBeNull();
    expect(transferMethodOf('application/json+rot13')).toBeNull();
  });
});
