// Browser tests (*.browser.test.ts(x) next to their source) in headless Debian Chromium.
// Each test file is bundled by esbuild (scripts/wtr/bundlePlugin.mjs) because React is CommonJS only;
// tests are written against vitest's API (see scripts/wtr/vitest-shim.mjs) and run by wtr's mocha.
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.mjs';
import { bundlePlugin } from './scripts/wtr/bundlePlugin.mjs';
import { countReporter } from './scripts/wtr/countReporter.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const FILES = ['src/**/*.browser.test.{ts,tsx}', 'elements/**/*.browser.test.{ts,tsx}'];
// PLATON_WTR_SHARD=k/n (scripts/wtr/runShards.mjs): every n-th test file from the k-th, in a Chromium of its own.
const shard = process.env.PLATON_WTR_SHARD?.match(/^(\d+)\/(\d+)$/);

export default {
  rootDir,
  files: shard ? shardFiles(Number(shard[1]), Number(shard[2])) : FILES,
  ...(process.env.PLATON_WTR_PORT ? { port: Number(process.env.PLATON_WTR_PORT) } : {}),
  nodeResolve: true,
  plugins: [bundlePlugin({ rootDir, define: { 'process.env.NODE_ENV': '"development"' } })],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS } })],
  // One page at a time: wtr opens test pages as tabs of one Chromium, and only the visible tab gets focus
  // and requestAnimationFrame, so with two, keyboard and frame-waiting tests in the other tab time out.
  concurrency: 1,
  testFramework: { config: { timeout: 10_000 } },
  browserStartTimeout: 60_000,
  testsFinishTimeout: 300_000,
  reporters: [defaultReporter(), countReporter(`${rootDir}.tmp/reports/browser${shard ? `-${shard[1]}` : ''}.json`)],
};

/** The k-th of n shares of the test files, by name: each share a mix of the folders. */
function shardFiles(k, n) {
  const all = ['src', 'elements'].flatMap((folder) =>
    readdirSync(join(rootDir, folder), { recursive: true })
      .filter((file) => /\.browser\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
  return all.sort().filter((_, index) => index % n === k - 1);
}
