#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs CMD [ARGS...]
//
// Runs CMD against a private, throwaway PostgreSQL cluster (scripts/lib/postgresCluster.mjs) with
// DATABASE_URL and libpq's variables exported, then always stops the cluster and deletes its folder, also
// on Ctrl-C. Exits with CMD's exit code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { startPostgresCluster } from './lib/postgresCluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) fail('usage: node scripts/with-postgres.mjs CMD [ARGS...]');

// Until CMD runs, a signal only marks the run as interrupted so that `finally` still cleans up; once it
// runs, the signal is passed on to it (Ctrl-C in a terminal reaches it directly anyway).
/** @type {import('node:child_process').ChildProcess | undefined} */
let child;
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    child?.kill(signal);
  });
}

let cluster;
try {
  cluster = await startPostgresCluster();
  if (interrupted) throw new Error(`${interrupted} before ${command} started`);
  process.exitCode = await run(command, args, cluster.env);
} catch (error) {
  console.error(`with-postgres: ${error instanceof Error ? error.message : error}`);
  process.exitCode = interrupted === 'SIGINT' ? 130 : 1;
} finally {
  cluster?.stop();
}

/** Runs CMD with `env` added and resolves with its exit code (128 + signal number when killed). */
function run(cmd, cmdArgs, env) {
  return new Promise((resolve) => {
    child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`with-postgres: cannot run ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(1);
}
