import type { ChildProcess } from 'node:child_process';

export interface RunningServer {
  /** Base URL as printed by the server, without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  /** The server's PLATON_DATA_DIR. */
  dataDir: string;
  /**
   * Stops the server (SIGTERM, then SIGKILL after 10 s) and removes the data dir if startServer made it. First,
   * unless `checkServing` is false, it checks that the server is still running and answers GET /api/info, and
   * rejects (after stopping and cleaning up) when it does not.
   */
  stop(options?: { checkServing?: boolean }): Promise<void>;
  /** The last 200 lines the server printed (stderr lines prefixed with "[stderr] "). */
  output(): string;
  process: ChildProcess;
}

export declare const ROOT: string;
export declare const SERVER_MAIN: string;
/** Node's options for the server, as `npm run serve` (package.json) gives them. */
export declare const SERVER_NODE_OPTIONS: string[];
/** A TCP port free on 127.0.0.1, on Linux picked below the kernel's ephemeral range (see server.mjs). */
export declare function freePort(): Promise<number>;
/**
 * Spawns `node dist/server/main.js` (with SERVER_NODE_OPTIONS) on 127.0.0.1 and a free port and resolves once it prints
 * "Platon is running at <url>" (rejects with the server's output after `timeoutMs`, default 60 s, or when it
 * exits first). Uses a fresh temp PLATON_DATA_DIR unless `env.PLATON_DATA_DIR` is given. DATABASE_URL is not
 * inherited: pass it in `env` to run on PostgreSQL.
 */
export declare function startServer(env?: Record<string, string | undefined>, options?: { timeoutMs?: number }): Promise<RunningServer>;
