// `npm test`: every check CI makes, in order, stopping at the first failure. Each step streams its own
// output; at the end comes a summary of steps and, as the very last line, "N passed, N failed" counting the
// tests of every suite that ran (CI reads that line). A suite that runs no test fails: a suite that was
// skipped must never look like one that passed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = '.tmp/reports';

/** `tests`: how the step reports its test counts: vitest's JSON reporter, or scripts/wtr/countReporter.mjs. */
const steps = [
  { name: 'build', script: 'build' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'cycles', script: 'cycles' },
  { name: 'unit', script: 'test:unit', tests: 'vitest' },
  { name: 'server (PGlite)', script: 'test:server', tests: 'vitest' },
  { name: 'server (PostgreSQL)', script: 'test:server:pg', tests: 'vitest' },
  { name: 'browser', script: 'test:browser', tests: 'wtr' },
  { name: 'e2e', script: 'test:e2e', tests: 'vitest' },
  { name: 'size', script: 'size' },
];

// Ctrl-C reaches the running step directly; this process stays to print the summary.
process.on('SIGINT', () => {});
rmSync(`${ROOT}${REPORTS}`, { recursive: true, force: true });

const results = [];
for (const step of steps) {
  // wtr's report path is fixed in web-test-runner.config.mjs; vitest's is given on its command line.
  const report = step.tests === 'wtr' ? `${REPORTS}/browser.json` : `${REPORTS}/${step.script.replace(/\W/g, '-')}.json`;
  const args = step.tests === 'vitest' ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
  console.log(`\n==> ${step.name}: npm run ${[step.script, ...args].join(' ')}\n`);
  const started = performance.now();
  const code = await run('npm', ['run', '--silent', step.script, ...args]);
  const result = { step, seconds: (performance.now() - started) / 1000, ok: code === 0, note: code === 0 ? '' : `exit ${code}` };
  if (step.tests) {
    result.counts = readCounts(step.tests, report) ?? { passed: 0, failed: 0 };
    if (result.ok && result.counts.passed + result.counts.failed === 0) Object.assign(result, { ok: false, note: 'ran no tests' });
    // A failed suite counts at least one failure, even when it failed before any test could (no test
    // files, a file that does not load, a crash).
    if (!result.ok && result.counts.failed === 0) result.counts.failed = 1;
  }
  results.push(result);
  if (!result.ok) break;
}

printSummary();
process.exitCode = results.every((r) => r.ok) && results.length === steps.length ? 0 : 1;

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? `signal ${signal}`));
  });
}

/** { passed, failed } from a step's report, or undefined when it wrote none. */
function readCounts(kind, file) {
  const path = `${ROOT}${file}`;
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  if (kind === 'wtr') return { passed: report.passed, failed: report.failed + report.failedFiles };
  // vitest's JSON (jest format): a file that fails outside any test has status "failed" and no failed test.
  const failedFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + failedFiles };
}

function printSummary() {
  const rows = steps.map((step) => {
    const result = results.find((r) => r.step === step);
    if (!result) return [step.name, 'not run', '', ''];
    const tests = result.counts ? `${result.counts.passed} passed, ${result.counts.failed} failed` : '';
    const status = result.ok ? 'passed' : `FAILED${result.note ? ` (${result.note})` : ''}`;
    return [step.name, status, tests, result.seconds.toFixed(1)];
  });
  const header = ['step', 'result', 'tests', 'seconds'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  const total = (key) => results.reduce((sum, r) => sum + (r.counts?.[key] ?? 0), 0);
  console.log(`\n${total('passed')} passed, ${total('failed')} failed`);
}
