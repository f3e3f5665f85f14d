/**
 * A start that failed (a bad setting, a busy data folder, a taken port): its reason in a line, its cause when
 * it has one, and exit code 1. The process exits here rather than returning, since a half-open database or
 * listener would otherwise keep it alive.
 *
 * @example
 * startServer(loadConfig()).catch(reportStartFailure);
 */
export function reportStartFailure(error: unknown): never {
  console.error('Platon failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
}
