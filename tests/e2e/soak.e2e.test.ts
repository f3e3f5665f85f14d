import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The soak of `npm run bench` (bench/soak.mjs), shortened to half a minute: it drives the built server through
 * every step of a user's session (sign-in to sign-out, a form saved with its version, a file up and down) and
 * prints its interval lines and verdict. A request the server refuses, or a change of an answer's shape the
 * virtual users rely on, shows up here as a failure rather than only in a long run.
 */
describe('the soak (npm run bench)', () => {
  it('runs a mixed load against the built server, with interval lines, memory from /metrics and no failed request', async () => {
    const { code, output } = await runSoak({
      BENCH_SOAK_MINUTES: '0.5',
      BENCH_SOAK_INTERVAL: '5',
      BENCH_SOAK_WARMUP: '10',
      BENCH_SOAK_USERS: '4',
      BENCH_SOAK_RATE: '10',
    });
    const intervals = output.split('\n').filter((line) => /^ {2}0:\d\d +\d+ +[\d.]+ +\d+ /.test(line));
    expect(intervals.length, output).toBeGreaterThanOrEqual(4);
    expect(output).toMatch(/warm-up over: after a full collection, RSS [\d.]+ MiB, heap [\d.]+ MiB/);
    const [, answered, failed] = /requests answered \/ failed +([\d,]+) \/ (\d+)/.exec(output) ?? [];
    expect(Number(failed), output).toBe(0);
    expect(Number(answered.replace(/,/g, ''))).toBeGreaterThan(100);
    expect(output).toMatch(/heap after a full collection, warm-up end -> end +[\d.]+ -> [\d.]+ MiB/);
    // The memory budgets are for minutes, not seconds: a verdict is printed either way, and only a failed
    // request or a broken run may fail this test.
    expect(output).toMatch(/verdict +(memory flat, no errors|FAILED: the (heap|resident set) grew)/);
    expect(output).not.toMatch(/requests failed|no request was answered/);
    expect([0, 1]).toContain(code);
  }, 180_000);
});

function runSoak(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bench/soak.mjs'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
