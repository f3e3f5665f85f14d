import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './db/DatabaseSchema';

/**
 * SIGTERM (an orchestrator's stop, a rolling restart) and Ctrl+C: stop accepting, answer every request already
 * received (app.close with drainOnClose; /ready says "not ready" meanwhile), stop the jobs, close the database,
 * exit 0. What is still running after `seconds` is cut and the process exits 1; a second signal ends it at once.
 * Installed before the database is migrated, so a signal during a long first start still closes it cleanly.
 *
 * @example
 * installShutdown(() => app, db, releaseDataFolder, config.shutdownSeconds);
 */
export function installShutdown(
  getApp: () => FastifyInstance | null,
  db: Kysely<DatabaseSchema>,
  releaseDataFolder: (() => void) | null,
  seconds: number,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C means "now"
    stopping = true;
    setTimeout(() => {
      console.error(`Shutdown after ${signal} took longer than ${seconds} s (PLATON_SHUTDOWN_SECONDS): stopped with requests unfinished`);
      process.exit(1);
    }, seconds * 1000).unref();
    try {
      await getApp()?.close();
      await db.destroy();
      releaseDataFolder?.();
      process.exit(0);
    } catch (error) {
      console.error(`Shutdown after ${signal} failed:`, error);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
