import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer } from '../harness';
import type { LiveServer } from './liveServer';

/**
 * Like liveServer, but the server starts on a copy of the seeded demo data (tests/e2e/globalSetup.ts) that
 * `statements` changed first, run on the embedded database while no server has it open. For a suite that
 * needs a record the demo lacks (a group of one record); the data folder is removed afterwards.
 *
 * @example
 * const live = liveServerOnData([`INSERT INTO app.regions (name, name_la) VALUES ('Синов', 'Sinov')`]);
 * it('…', async () => { await newPage(live.browser, live.server.url); });
 */
export function liveServerOnData(statements: readonly string[]): LiveServer {
  const live = {} as LiveServer;
  let dataDir: string | undefined;
  beforeAll(async () => {
    const template = process.env.PLATON_TEMPLATE_DATA_DIR;
    if (!template) throw new Error('PLATON_TEMPLATE_DATA_DIR is not set: run through tests/e2e/vitest.config.ts');
    dataDir = await mkdtemp(join(tmpdir(), 'platon-e2e-data-'));
    await cp(template, dataDir, { recursive: true });
    // The server keeps its PGlite database in <data folder>/pglite (server/startServer.ts).
    const db = new PGlite(join(dataDir, 'pglite'));
    try {
      for (const statement of statements) await db.exec(statement);
    } finally {
      await db.close();
    }
    [live.server, live.browser] = await Promise.all([startServer({ PLATON_DATA_DIR: dataDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return live;
}
