// A web-test-runner reporter that writes the run's test counts as JSON, so scripts/test-all.mjs can add
// browser tests to its total without parsing terminal output. Runs beside the default reporter.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** What wtr says of a file whose page stopped answering (its own timeout, or the page's stop after it). */
const UNFINISHED = /^(Browser tests did not finish within|Timed out stopping the browser page)/;

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
 * @param {string} outputFile where to write { passed, failed, skipped, files, failedFiles, unfinished }:
 *   `unfinished` names (from the root) the files whose page stopped answering, counted in none of the others
 * @param {string} rootDir
 * @returns {import('@web/test-runner').Reporter}
 */
export function countReporter(outputFile, rootDir) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, files: sessions.length, failedFiles: 0, unfinished: [] };
      for (const session of sessions) {
        // A page that stopped answering reported nothing whole: scripts/wtr/runShards.mjs runs its file again.
        if (!session.passed && session.errors.some((error) => UNFINISHED.test(error.message))) {
          totals.unfinished.push(relative(rootDir, session.testFile));
          continue;
        }
        const failedBefore = totals.failed;
        count(session.testResults, totals);
        // A file that failed to load or threw outside a test has no failed test to show for it.
        if (!session.passed && totals.failed === failedBefore) totals.failedFiles += 1;
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, `${JSON.stringify(totals, null, 2)}\n`);
    },
  };
}
