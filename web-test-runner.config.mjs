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
import { capiwsEmulatorPlugin } from './scripts/wtr/capiwsEmulatorPlugin.mjs';
import { countReporter } from './scripts/wtr/countReporter.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const FILES = ['src/**/*.browser.test.{ts,tsx}', 'elements/**/*.browser.test.{ts,tsx}'];
// PLATON_WTR_SHARD=k/n (scripts/wtr/runShards.mjs): every n-th test file from the k-th, in a Chromium of its own;
// PLATON_WTR_FILES=a,b: those files only (runShards runs again a file whose page stopped answering).
const shard = process.env.PLATON_WTR_SHARD?.match(/^(\d+)\/(\d+)$/);
const only = process.env.PLATON_WTR_FILES?.split(',');
const reportName = only ? 'browser-again' : `browser${shard ? `-${shard[1]}` : ''}`;

export default {
  rootDir,
  files: only ?? (shard ? shardFiles(Number(shard[1]), Number(shard[2])) : FILES),
  ...(process.env.PLATON_WTR_PORT ? { port: Number(process.env.PLATON_WTR_PORT) } : {}),
  nodeResolve: true,
  plugins: [bundlePlugin({ rootDir, define: { 'process.env.NODE_ENV': '"development"' } }), capiwsEmulatorPlugin()],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS } })],
  // One page at a time: wtr opens test pages as tabs of one Chromium, and only the visible tab gets focus
  // and requestAnimationFrame, so with two, keyboard and frame-waiting tests in the other tab time out.
  concurrency: 1,
  testFramework: { config: { timeout: 10_000 } },
  browserStartTimeout: 60_000,
  // A file takes seconds; one whose page stops answering (CI, Chromium 156: once, in FilePreviewModal's) is
  // given up on after this and run again by runShards.
  testsFinishTimeout: 120_000,
  reporters: [defaultReporter(), countReporter(`${rootDir}.tmp/reports/${reportName}.json`, rootDir)],
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
