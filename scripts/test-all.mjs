// `npm test`: every check CI makes. The build comes first; then the checks run in two lanes side by side,
// because each suite keeps about one core busy (vitest runs the server files one at a time, the browser
// suite one page at a time) and the machine has two; then the end-to-end suite. Each lane stops at its first failure, and no
// lane starts a step after a failure elsewhere. Output lines carry their step's name; at the end comes a
// summary of steps and, as the very last line, "N passed, N failed" counting the tests of every suite that
// ran (CI reads that line). A suite that runs no test fails: a skipped suite must never look like a passed one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { delimiter } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureNode } from './lib/ensureNode.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = '.tmp/reports';

/**
 * `tests`: how the step reports its test counts: vitest's JSON reporter, or scripts/wtr/countReporter.mjs.
 * The end-to-end suite runs after the lanes (two files at a time, tests/e2e/vitest.config.ts): its
 * timing-sensitive files (first paint, token expiry) failed now and then beside the server suites.
 */
const first = [{ name: 'build', script: 'build' }];
// The lanes take about as long as each other (CI, 2026-11-29: 326 s and 431 s with the unit tests in the
// second lane, which made it the one to wait for).
const lanes = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'format', script: 'format:check' },
    { name: 'lint', script: 'lint' },
    { name: 'unit', script: 'test:unit', tests: 'vitest' },
    { name: 'server (PGlite)', script: 'test:server', tests: 'vitest' },
    // The oldest release Platon supports (package.json's engines), beside the reference one that runs the rest.
    { name: 'server (PGlite, Node 22)', script: 'test:server', tests: 'vitest', node: 22 },
  ],
  [
    { name: 'size', script: 'size' },
    { name: 'cycles', script: 'cycles' },
    { name: 'browser', script: 'test:browser', tests: 'wtr' },
    { name: 'server (PostgreSQL)', script: 'test:server:pg', tests: 'vitest' },
  ],
];
const last = [{ name: 'e2e', script: 'test:e2e', tests: 'vitest' }];
const steps = [...first, ...lanes.flat(), ...last];

// An unsupported Node.js is said in one line (server/requireSupportedNode.ts), not found by failing suites.
const nodeCheck = spawnSync(process.execPath, [`${ROOT}node_modules/tsx/dist/cli.mjs`, 'server/requireSupportedNode.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (nodeCheck.status !== 0) process.exit(1);

// Ctrl-C reaches the running steps directly; this process stays to print the summary.
process.on('SIGINT', () => {});
rmSync(`${ROOT}${REPORTS}`, { recursive: true, force: true });

const results = [];
let failed = false;
await runLane(first);
if (!failed) await Promise.all(lanes.map(runLane));
if (!failed) await runLane(last);

printSummary();
process.exitCode = results.every((r) => r.ok) && results.length === steps.length ? 0 : 1;

async function runLane(lane) {
  for (const step of lane) {
    if (failed) return;
    const result = await runStep(step);
    results.push(result);
    if (!result.ok) failed = true;
  }
}

async function runStep(step) {
  // wtr's report path is fixed in web-test-runner.config.mjs; vitest's is given on its command line.
  const report = step.tests === 'wtr' ? `${REPORTS}/browser.json` : `${REPORTS}/${step.name.replace(/\W+/g, '-')}.json`;
  const reporterArgs = step.tests === 'vitest' ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
  const extra = [...(step.args ?? []), ...reporterArgs];
  const args = ['run', '--silent', step.script, ...(extra.length ? ['--', ...extra] : [])];
  // A step on another Node.js release finds that release's `node` first on PATH (npm and vitest start with it).
  const env = step.node ? { PATH: `${ensureNode(step.node)}${delimiter}${process.env.PATH}` } : {};
  const node = step.node
    ? ` on Node.js ${spawnSync('node', ['-v'], { env: { ...process.env, ...env }, encoding: 'utf8' }).stdout.trim()}`
    : '';
  console.log(`\n==> ${step.name}: npm ${args.join(' ')}${node}\n`);
  const started = performance.now();
  const code = await run(step.name, 'npm', args, env);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n<== ${step.name}: ${code === 0 ? 'passed' : `exit ${code}`} in ${seconds.toFixed(1)} s\n`);
  const result = { step, seconds, ok: code === 0, note: code === 0 ? '' : `exit ${code}` };
  if (step.tests) {
    result.counts = readCounts(step.tests, report) ?? { passed: 0, failed: 0 };
    if (result.ok && result.counts.passed + result.counts.failed === 0) Object.assign(result, { ok: false, note: 'ran no tests' });
    // A failed suite counts at least one failure, even when it failed before any test could (no test
    // files, a file that does not load, a crash).
    if (!result.ok && result.counts.failed === 0) result.counts.failed = 1;
  }
  return result;
}

/** Runs a command with its output lines prefixed by the step's name (two steps print at once). */
function run(name, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    const prefix = `[${name}] `;
    createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
    createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(prefix + line + '\n'));
    child.on('error', (error) => {
      console.error(`${prefix}cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? `signal ${signal}`));
  });
}

/**
 * { passed, failed, flaky } from a step's report, or undefined when it wrote none. `flaky` names the tests
 * that passed only on their second attempt (the e2e suite retries once), with their first failure's message,
 * and the browser test files run again after their page stopped answering (scripts/wtr/runShards.mjs).
 */
function readCounts(kind, file) {
  const path = `${ROOT}${file}`;
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  if (kind === 'wtr') {
    const flaky = (report.again ?? []).map((file) => `${file}: its page stopped answering; passed when run again`);
    return { passed: report.passed, failed: report.failed + report.failedFiles, flaky, failures: report.failures ?? [] };
  }
  // vitest's JSON (jest format): a file that fails outside any test has status "failed" and no failed test.
  const failedFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const flaky = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
      .map((test) => `${file.name.replace(ROOT, '')} > ${test.fullName}: ${test.failureMessages[0].split('\n')[0]}`),
  );
  const failures = report.testResults.flatMap((file) => {
    const name = file.name.replace(ROOT, '');
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0) return file.status === 'failed' ? [`${name}: ${(file.message ?? '').split('\n')[0]}`] : [];
    return tests.map((test) => `${name} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`);
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests + failedFiles, flaky, failures };
}

function printSummary() {
  const rows = steps.map((step) => {
    const result = results.find((r) => r.step === step);
    if (!result) return [step.name, 'not run', '', ''];
    const flaky = result.counts?.flaky?.length ? ` (${result.counts.flaky.length} on a retry)` : '';
    const tests = result.counts ? `${result.counts.passed} passed${flaky}, ${result.counts.failed} failed` : '';
    const status = result.ok ? 'passed' : `FAILED${result.note ? ` (${result.note})` : ''}`;
    return [step.name, status, tests, result.seconds.toFixed(1)];
  });
  const header = ['step', 'result', 'tests', 'seconds'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  // A test that passed only when retried is a timing problem to fix, not a pass to forget: each is named.
  const flaky = results.flatMap((r) => (r.counts?.flaky ?? []).map((test) => `[${r.step.name}] ${test}`));
  if (flaky.length) console.log(`\npassed only on a retry (a race to find and fix):\n${flaky.map((test) => `  ${test}`).join('\n')}`);
  // The log CI keeps may be cut short, so the failures are named again beside the totals.
  const failures = results.flatMap((r) => (r.counts?.failures ?? []).map((test) => `[${r.step.name}] ${test}`));
  if (failures.length) console.log(`\nfailed:\n${failures.map((test) => `  ${test.slice(0, 300)}`).join('\n')}`);
  const total = (key) => results.reduce((sum, r) => sum + (r.counts?.[key] ?? 0), 0);
  console.log(`\n${total('passed')} passed, ${total('failed')} failed`);
}
