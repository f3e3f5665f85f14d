// A web-test-runner reporter that writes the run's test counts as JSON, so scripts/test-all.mjs can add
// browser tests to its total without parsing terminal output. Runs beside the default reporter.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** What wtr says of a file whose page stopped answering (its own timeout, or the page's stop after it). */
const UNFINISHED = /^(Browser tests did not finish within|Timed out stopping the browser page)/;

/**
 * @param {import('@web/test-runner').TestSuiteResult | undefined} suite
 * @param {string} path the file and the suites above, for naming a failure
 */
function count(suite, totals, path) {
  if (!suite) return totals;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      const why = test.error?.message?.split('\n')[0] ?? '';
      totals.failures.push(`${path} > ${test.name}${why ? `: ${why}` : ''}`);
    }
  }
  for (const child of suite.suites) count(child, totals, `${path} > ${child.name}`);
  return totals;
}

/**
 * @param {string} outputFile where to write { passed, failed, skipped, files, failedFiles, unfinished, failures }:
 *   `unfinished` names (from the root) the files whose page stopped answering, counted in none of the others;
 *   `failures` names each failed test or file with the first line of its error, so a CI log cut short still
 *   says which test failed
 * @param {string} rootDir
 * @returns {import('@web/test-runner').Reporter}
 */
export function countReporter(outputFile, rootDir) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, files: sessions.length, failedFiles: 0, unfinished: [], failures: [] };
      for (const session of sessions) {
        // A page that stopped answering reported nothing whole: scripts/wtr/runShards.mjs runs its file again.
        if (!session.passed && session.errors.some((error) => UNFINISHED.test(error.message))) {
          totals.unfinished.push(relative(rootDir, session.testFile));
          continue;
        }
        const failedBefore = totals.failed;
        const file = relative(rootDir, session.testFile);
        count(session.testResults, totals, file);
        // A file that failed to load or threw outside a test has no failed test to show for it.
        if (!session.passed && totals.failed === failedBefore) {
          totals.failedFiles += 1;
          totals.failures.push(`${file}: ${session.errors[0]?.message.split('\n')[0] ?? 'failed outside its tests'}`);
        }
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, `${JSON.stringify(totals, null, 2)}\n`);
    },
  };
}
