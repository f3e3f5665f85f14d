import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end suites: each file starts the built server and drives Chromium. A file spends most of its time
// waiting (on the browser, the server, the product's own delays): measured on two cores, 1,362 s of wall time
// for 618 s of CPU with two files at once. So two files run at a time (three finished sooner but made layout and
// timing tests flaky: one failure in two of three runs); timeouts allow for a cold server start.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // A failed test prints what its pages showed (the only trace of a failure on a busy CI machine).
    setupFiles: ['tests/e2e/support/reportFailedPages.ts'],
    environment: 'node',
    maxWorkers: 2,
    // One more attempt for a failed test: a timing race on two busy cores should not sink the whole run, and
    // it does not go unseen either: the failed attempt prints its pages (setupFiles) and `npm test` names
    // every test that passed only on its retry (scripts/test-all.mjs).
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
