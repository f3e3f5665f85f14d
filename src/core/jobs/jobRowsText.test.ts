import { describe, expect, it } from 'vitest';
import { jobRowsText } from './jobRowsText';

const t = (key: string, values: Record<string, unknown> = {}) => key.replace(/\{(\d)\}/g, (_, i: string) => String(values[i]));

describe('jobRowsText', () => {
  it('gives the rows done of the total, grouped by thousands', () => {
    expect(jobRowsText({ done: 1200, total: 50_000 }, t)).toBe('1 200 / 50 000 қатор');
    expect(jobRowsText({ done: 0, total: 0 }, t)).toBe('0 / 0 қатор');
  });
  it('gives the rows done alone while the total is unknown, and nothing before the first', () => {
    expect(jobRowsText({ done: 25_000, total: null }, t)).toBe('25 000 қатор');
    expect(jobRowsText({ done: 0, total: null }, t)).toBe('');
  });
});
