import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end suites: each test starts the built server and drives Chromium, so files run one at a time
// (two cores) and timeouts allow for a cold server start.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
