// Browser tests (*.browser.test.ts(x) next to their source) in headless Debian Chromium.
// Each test file is bundled by esbuild (scripts/wtr/bundlePlugin.mjs) because React is CommonJS only;
// tests are written against vitest's API (see scripts/wtr/vitest-shim.mjs) and run by wtr's mocha.
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.mjs';
import { bundlePlugin } from './scripts/wtr/bundlePlugin.mjs';
import { countReporter } from './scripts/wtr/countReporter.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

export default {
  rootDir,
  files: ['src/**/*.browser.test.{ts,tsx}', 'elements/**/*.browser.test.{ts,tsx}'],
  nodeResolve: true,
  plugins: [bundlePlugin({ rootDir, define: { 'process.env.NODE_ENV': '"development"' } })],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS } })],
  // One page at a time: wtr opens test pages as tabs of one Chromium, and only the visible tab gets focus
  // and requestAnimationFrame, so with two, keyboard and frame-waiting tests in the other tab time out.
  concurrency: 1,
  testFramework: { config: { timeout: 10_000 } },
  browserStartTimeout: 60_000,
  testsFinishTimeout: 300_000,
  reporters: [defaultReporter(), countReporter(`${rootDir}.tmp/reports/browser.json`)],
};
