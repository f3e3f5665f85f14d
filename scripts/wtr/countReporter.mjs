// A web-test-runner reporter that writes the run's test counts as JSON, so scripts/test-all.mjs can add
// browser tests to its total without parsing terminal output. Runs beside the default reporter.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** @param {import('@web/test-runner').TestSuiteResult | undefined} suite */
function count(suite, totals) {
  if (!suite) return totals;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) count(child, totals);
  return totals;
}

/**
 * @param {string} outputFile where to write { passed, failed, skipped, files, failedFiles }
 * @returns {import('@web/test-runner').Reporter}
 */
export function countReporter(outputFile) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, files: sessions.length, failedFiles: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        // A file that failed to load or threw outside a test has no failed test to show for it.
        if (!session.passed) totals.failedFiles += 1;
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, `${JSON.stringify(totals, null, 2)}\n`);
    },
  };
}
