import { defineConfig } from 'vitest/config';

/** Server API suites (docs/development.md): PGlite in memory by default, a real PostgreSQL when DATABASE_URL is set. */
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    // One database server, many databases: running files one after another keeps PGlite's memory in check.
    fileParallelism: false,
    // Files share one module graph, so the prepared template databases (testDatabase.ts) are made once per
    // run rather than once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
