import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests sit next to their source. Browser tests (*.browser.test.*) run in web-test-runner and the
// suites under tests/ have their own configs, so neither is picked up here. Tests run in Node unless a file
// opts into a DOM with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'elements/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: [...configDefaults.exclude, '**/*.browser.test.*', 'tests/**'],
    environment: 'node',
  },
});
