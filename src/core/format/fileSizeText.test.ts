import { describe, expect, it } from 'vitest';
import { fileSizeText } from './fileSizeText';

describe('fileSizeText', () => {
  it('uses 1024-based units with at most one decimal', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(500 * 1024)).toBe('500 KB');
    expect(fileSizeText(2 * 1024 * 1024)).toBe('2 MB');
    expect(fileSizeText(1536)).toBe('1.5 KB');
    expect(fileSizeText(1024 * 1024 - 1)).toBe('1024 KB');
    expect(fileSizeText(0)).toBe('0 B');
  });

  it('goes up to GB and beyond for large stores, and reads nonsense as nothing', () => {
    expect(fileSizeText(3.25 * 1024 ** 3)).toBe('3.3 GB');
    expect(fileSizeText(5 * 1024 ** 4)).toBe('5 TB');
    expect(fileSizeText(-5)).toBe('0 B');
    expect(fileSizeText(Number.NaN)).toBe('0 B');
  });
});
