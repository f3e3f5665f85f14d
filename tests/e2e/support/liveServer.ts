import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from '../harness';
import { printFailedPages } from './printFailedPages';

export interface LiveServer {
  server: RunningServer;
  browser: Browser;
}

/**
 * The built server (fresh data folder) and a Chromium for one `describe` block: started before its tests,
 * stopped after. With `forEachTest`, every test (and every retry of one) gets its own, on the seed as shipped:
 * for tests that change the configuration, whose retry would otherwise find their own changes.
 * Read `live.server` / `live.browser` inside tests, once the hooks have run.
 *
 * @example
 * const live = liveServer({ PLATON_ACCESS_TTL: '2' });
 * it('…', async () => { await newPage(live.browser, live.server.url); });
 */
export function liveServer(env?: Record<string, string | undefined>, { forEachTest = false } = {}): LiveServer {
  const live = {} as LiveServer;
  const start = async () => {
    [live.server, live.browser] = await Promise.all([startServer(env), launchBrowser()]);
  };
  const stop = async () => {
    await live.browser?.close();
    await live.server?.stop();
  };
  if (forEachTest) {
    beforeEach(start);
    afterEach(async ({ task }) => {
      // Hooks of a describe block run before the file's: print a failed test's pages while they are open.
      await printFailedPages(task);
      await stop();
    });
  } else {
    beforeAll(start);
    afterAll(stop);
  }
  return live;
}
