// Server start-up: cold (a fresh data dir: create the database, migrate, seed the demo) and warm (the same
// data dir again), each timed from spawn to the "Platon is running at" line.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './lib/benchServer.mjs';

export const title = 'server start';

async function timedStart(dataDir) {
  const started = performance.now();
  const server = await startBenchServer({ PLATON_DATA_DIR: dataDir });
  const ms = performance.now() - started;
  await server.stop();
  return ms;
}

export async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'platon-bench-'));
  try {
    const cold = await timedStart(dataDir);
    const warm = await timedStart(dataDir);
    return [
      { metric: 'cold start (fresh data dir)', value: `${cold.toFixed(0)} ms` },
      { metric: 'warm start (same data dir)', value: `${warm.toFixed(0)} ms` },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
