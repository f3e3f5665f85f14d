import type { Reporter } from '@web/test-runner';

/** A reporter that writes the run's counts and the files whose page stopped answering to `outputFile` as JSON. */
export function countReporter(outputFile: string, rootDir: string): Reporter;
