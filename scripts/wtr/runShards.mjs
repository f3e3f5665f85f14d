// `npm run test:browser`: the browser tests in two Chromiums at once, each running its share of the files
// one page at a time (web-test-runner.config.mjs, PLATON_WTR_SHARD). A file spends most of its time waiting
// on the page (timers, frames, the product's own delays), so two shares take about half the time of one run
// on two cores. The shares' counts are added into the one report scripts/test-all.mjs reads.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHARDS = 2;
const report = (suffix) => `${ROOT}.tmp/reports/browser${suffix}.json`;

for (let k = 1; k <= SHARDS; k++) rmSync(report(`-${k}`), { force: true });
// Each share's server on a port of its own: two runners both taking the first free port from 8000 collide.
const ports = [];
for (let k = 1; k <= SHARDS; k++) ports.push(await freePort());
const codes = await Promise.all(ports.map((port, index) => runShard(index + 1, port)));
const totals = { passed: 0, failed: 0, skipped: 0, files: 0, failedFiles: 0 };
for (let k = 1; k <= SHARDS; k++) {
  // A share that wrote no report failed before any test: it counts as a failed file.
  const counts = existsSync(report(`-${k}`)) ? JSON.parse(readFileSync(report(`-${k}`), 'utf8')) : { failedFiles: 1 };
  for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
}
writeFileSync(report(''), `${JSON.stringify(totals, null, 2)}\n`);
console.log(`browser: ${totals.files} files, ${totals.passed} passed, ${totals.failed} failed, ${totals.failedFiles} files failed`);
process.exitCode = codes.every((code) => code === 0) ? 0 : 1;

function runShard(k, port) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${ROOT}node_modules/@web/test-runner/dist/bin.js`, '--config', 'web-test-runner.config.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PLATON_WTR_SHARD: `${k}/${SHARDS}`, PLATON_WTR_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${k}/${SHARDS}] `;
    createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
    createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(prefix + line + '\n'));
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}
