import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from '../harness';

export interface LiveServer {
  server: RunningServer;
  browser: Browser;
}

/**
 * The built server (fresh data folder) and a Chromium for one `describe` block: started before its tests,
 * stopped after. Read `live.server` / `live.browser` inside tests, once the hooks have run.
 *
 * @example
 * const live = liveServer({ PLATON_ACCESS_TTL: '2' });
 * it('…', async () => { await newPage(live.browser, live.server.url); });
 */
export function liveServer(env?: Record<string, string | undefined>): LiveServer {
  const live = {} as LiveServer;
  beforeAll(async () => {
    [live.server, live.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  });
  return live;
}
