import { describe, expect, it } from 'vitest';
import { createMetricTable } from './createMetricTable';

describe('createMetricTable', () => {
  it('sums a window, keeps the maximum and the 95th percentile, counts failures', () => {
    const table = createMetricTable(10);
    for (let ms = 1; ms <= 100; ms += 1) table.record('GET /a', ms, ms > 98);
    const [entry] = table.drain();
    expect(entry).toEqual({ key: 'GET /a', count: 100, totalMs: 5050, maxMs: 100, errors: 2, p95Ms: 95 });
    expect(table.drain()).toEqual([]);
  });

  it('stays bounded: new keys beyond the limit are not counted', () => {
    const table = createMetricTable(2);
    table.record('a', 1);
    table.record('b', 1);
    table.record('c', 1);
    expect(table.drain().map((entry) => entry.key)).toEqual(['a', 'b']);
    expect(table.size).toBe(2);
  });
});
