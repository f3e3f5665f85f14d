// `npm run test:browser`: the browser tests in two Chromiums at once, each running its share of the files
// one page at a time (web-test-runner.config.mjs, PLATON_WTR_SHARD). A file spends most of its time waiting
// on the page (timers, frames, the product's own delays), so two shares take about half the time of one run
// on two cores. The shares' counts are added into the one report scripts/test-all.mjs reads.
//
// A file whose page stopped answering (wtr's testsFinishTimeout: no result, no failed test, the page frozen
// rather than a test failing; CI saw it once with Chromium 156) runs once more in a fresh Chromium, and the
// report names it under `again`, which test-all prints as a race to find. A test that fails is not retried.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHARDS = 2;
const report = (suffix) => `${ROOT}.tmp/reports/browser${suffix}.json`;

const runs = [...Array.from({ length: SHARDS }, (_, index) => `-${index + 1}`), '-again'];
for (const suffix of runs) rmSync(report(suffix), { force: true });
// Each share's server on a port of its own: two runners both taking the first free port from 8000 collide.
const ports = [];
for (let k = 1; k <= SHARDS; k++) ports.push(await freePort());
const codes = await Promise.all(
  ports.map((port, index) =>
    runWtr(`${index + 1}/${SHARDS}`, { PLATON_WTR_SHARD: `${index + 1}/${SHARDS}`, PLATON_WTR_PORT: String(port) }),
  ),
);

const totals = { passed: 0, failed: 0, skipped: 0, files: 0, failedFiles: 0, again: [], failures: [] };
const shares = runs.slice(0, SHARDS).map((suffix, index) => readReport(suffix, codes[index]));
for (const counts of shares) add(counts);
const unfinished = shares.flatMap((counts) => counts.unfinished ?? []);
if (unfinished.length) {
  console.log(`browser: ${unfinished.join(', ')} stopped answering; running again`);
  const again = readReport(
    '-again',
    await runWtr('again', { PLATON_WTR_FILES: unfinished.join(','), PLATON_WTR_PORT: String(await freePort()) }),
  );
  add({ ...again, files: 0 });
  totals.failedFiles += again.unfinished?.length ?? 0;
  if (!again.failed && !again.failedFiles && !again.unfinished?.length) totals.again = unfinished;
}
writeFileSync(report(''), `${JSON.stringify(totals, null, 2)}\n`);
console.log(`browser: ${totals.files} files, ${totals.passed} passed, ${totals.failed} failed, ${totals.failedFiles} files failed`);
process.exitCode = totals.failed + totals.failedFiles === 0 ? 0 : 1;

/**
 * A run's counts. A run that wrote no report failed before any test, and one that failed with nothing in its
 * report to say why failed outside the tests: each counts as a failed file.
 */
function readReport(suffix, code) {
  const counts = existsSync(report(suffix)) ? JSON.parse(readFileSync(report(suffix), 'utf8')) : { failedFiles: 1 };
  const explained = counts.failed || counts.failedFiles || counts.unfinished?.length;
  return code === 0 || explained ? counts : { ...counts, failedFiles: 1 };
}

function add(counts) {
  for (const key of ['passed', 'failed', 'skipped', 'files', 'failedFiles']) totals[key] += counts[key] ?? 0;
  totals.failures.push(...(counts.failures ?? []));
}

function runWtr(name, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${ROOT}node_modules/@web/test-runner/dist/bin.js`, '--config', 'web-test-runner.config.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${name}] `;
    createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
    createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(prefix + line + '\n'));
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}
