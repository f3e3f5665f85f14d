import { describe, expect, it } from 'vitest';
import { soakOptions, withoutSoakOptions } from './soakOptions.mjs';
import { soakVerdict } from './soakVerdict.mjs';

const MIB = 1024 * 1024;
const memory = (heap: number, rss: number) => ({ heapUsed: heap * MIB, rss: rss * MIB });

describe('the soak verdict (bench/soak.mjs)', () => {
  it('passes a run whose heap and resident set stay flat and whose requests all succeeded', () => {
    const verdict = soakVerdict({ atWarmup: memory(60, 600), atEnd: memory(61, 610), measuredMinutes: 5, requests: 6000, errors: 0 });
    expect(verdict).toMatchObject({ passed: true, problems: [] });
    expect(verdict.heapMiBPerMin).toBeCloseTo(0.2);
    expect(verdict.rssMiBPerMin).toBeCloseTo(2);
  });

  it('fails a heap that grows faster than the budget after the warm-up, naming the figure', () => {
    const verdict = soakVerdict({ atWarmup: memory(60, 600), atEnd: memory(75, 600), measuredMinutes: 5, requests: 6000, errors: 0 });
    expect(verdict.passed).toBe(false);
    expect(verdict.problems).toEqual(['the heap grew 3.00 MiB/min (budget 1)']);
  });

  it('fails a climbing resident set and any failed request', () => {
    const verdict = soakVerdict({ atWarmup: memory(60, 600), atEnd: memory(60, 650), measuredMinutes: 5, requests: 5990, errors: 10 });
    expect(verdict.problems).toEqual(['10 of 6000 requests failed', 'the resident set grew 10.00 MiB/min (budget 4)']);
  });

  it('fails a run too short to measure anything after its warm-up', () => {
    const verdict = soakVerdict({ atWarmup: memory(60, 600), atEnd: memory(60, 600), measuredMinutes: 0, requests: 10, errors: 0 });
    expect(verdict.problems).toEqual(['the run ended before its warm-up did']);
  });
});

describe('the soak options', () => {
  it('runs three minutes by default and an hour with --soak-minutes 60 or BENCH_SOAK_MINUTES', () => {
    expect(soakOptions([], {})).toMatchObject({ minutes: 3, intervalSeconds: 15, warmupSeconds: 30, users: 8, rate: 20 });
    expect(soakOptions(['soak', '--soak-minutes', '60'], {})).toMatchObject({ minutes: 60, warmupSeconds: 300 });
    expect(soakOptions(['--soak-minutes=10'], {}).minutes).toBe(10);
    expect(soakOptions([], { BENCH_SOAK_MINUTES: '60' }).minutes).toBe(60);
    expect(() => soakOptions(['--soak-minutes', 'x'], {})).toThrow('--soak-minutes must be a positive number, got "x"');
  });

  it('leaves the other words of the command line as bench names', () => {
    expect(withoutSoakOptions(['soak', '--soak-minutes', '60', 'api'])).toEqual(['soak', 'api']);
    expect(withoutSoakOptions(['--soak-minutes=5'])).toEqual([]);
  });
});
