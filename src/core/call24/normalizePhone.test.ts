import { describe, expect, it } from 'vitest';
import { normalizePhone } from './normalizePhone';

describe('normalizePhone', () => {
  it('keeps + and digits, dropping what people type between them', () => {
    expect(normalizePhone('+998 (90) 123-45-67')).toBe('+998901234567');
    expect(normalizePhone(' 998.90.123.45.67 ')).toBe('+998901234567');
    expect(normalizePhone('+7 495 123 45 67')).toBe('+74951234567');
  });
  it('reads nine digits as an Uzbek national number', () => {
    expect(normalizePhone('90 123 45 67')).toBe('+998901234567');
  });
  it('refuses letters, too few or too many digits, and a + inside', () => {
    for (const bad of ['', '12-34', '+998 90 ABC 45 67', '1234567890123456', '99+8901234567', '+']) expect(normalizePhone(bad)).toBeNull();
  });
});
