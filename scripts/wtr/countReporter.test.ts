import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countReporter } from './countReporter.mjs';

const ROOT = '/repo/';
let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

function session(file: string, passed: boolean, tests: Array<{ passed: boolean; error?: { message: string } }>, errors: string[] = []) {
  const testResults = { name: '', suites: [], tests: tests.map((test, index) => ({ name: `t${index}`, skipped: false, ...test })) };
  return { testFile: `${ROOT}${file}`, passed, errors: errors.map((message) => ({ message })), testResults };
}

async function report(sessions: unknown[]) {
  dir = await mkdtemp(join(tmpdir(), 'platon-count-'));
  const output = join(dir, 'browser.json');
  const reporter = countReporter(output, ROOT) as { onTestRunFinished(args: { sessions: unknown[] }): void };
  reporter.onTestRunFinished({ sessions });
  return JSON.parse(await readFile(output, 'utf8'));
}

describe('countReporter', () => {
  it('names a file whose page stopped answering, apart from the failures, so that it can be run again, and counts each failure once', async () => {
    const counts = await report([
      session('src/a.browser.test.tsx', true, [{ passed: true }, { passed: true }]),
      session(
        'src/b.browser.test.tsx',
        false,
        [{ passed: true }],
        [
          'Browser tests did not finish within 120000ms. You can increase this timeout with the testsFinishTimeout option.',
          'Timed out stopping the browser page',
        ],
      ),
      session('src/c.browser.test.tsx', false, [{ passed: true }, { passed: false, error: { message: 'expected 1 to be 2\n  at line' } }]),
      session('src/d.browser.test.tsx', false, [], ['Failed to load test file']),
    ]);
    expect(counts).toEqual({
      passed: 3,
      failed: 1,
      skipped: 0,
      files: 4,
      failedFiles: 1,
      unfinished: ['src/b.browser.test.tsx'],
      failures: ['src/c.browser.test.tsx > t1: expected 1 to be 2', 'src/d.browser.test.tsx: Failed to load test file'],
    });
  });
});
