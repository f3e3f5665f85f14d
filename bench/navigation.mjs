// docs/performance.md "navigation to visible table rows / usable form": a signed-in <platon-app> on the real server,
// from navigation to the first data rows of /tables/appeals and to a usable /forms/kitchen_sink (its form
// drawn with an enabled text box), cold (a fresh browser context: empty HTTP cache, no cached translations)
// and warm (the same context navigating again); beside the figures of before issue 13. The cold table runs
// also print when the page's calls started (user-info, the definition, the rows, the totals), the chain the
// first paint used to wait on.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startBenchServer } from './lib/benchServer.mjs';
import { median } from './lib/painted.mjs';
import { signInSession } from './lib/signInSession.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
/**
 * The cold runs again with this much added to every request (Chromium's network emulation), as over a real
 * network: each call or chunk that waits for another costs a round trip, which on the same machine is free.
 * BENCH_RTT=250 measures a slower one. Chromium then also keeps to six connections to the server, as over
 * HTTP/1.1: what is asked beyond six waits for a free one.
 */
const ROUND_TRIP_MS = Number(process.env.BENCH_RTT ?? 80);

/** Issue 13's figures of before (cold / warm, PGlite, this machine). */
const BEFORE = { table: ['1.59 s', '1.44 s'], form: ['1.27 s', '1.11 s'] };

export const title = `Signed-in app, navigation to visible rows / usable form (median of ${runs})`;

const TARGETS = {
  table: {
    path: '/tables/appeals',
    budget: '<= 0.8 s',
    ready: (page) => page.locator('platon-app table tbody tr[data-row-index]').first().waitFor({ state: 'visible', timeout: 30_000 }),
  },
  form: {
    path: '/forms/kitchen_sink',
    budget: '<= 0.6 s',
    ready: (page) =>
      page
        .locator('platon-app form input[type="text"]:not([disabled]):not([readonly])')
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 }),
  },
};

export async function run() {
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const session = await signInSession(server.url, 'user', 'user123');
    const rows = [];
    for (const [name, target] of Object.entries(TARGETS)) {
      const cold = [];
      const warm = [];
      const far = [];
      const starts = [];
      const signedInPage = async (latency) => {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        await context.addInitScript((s) => {
          if (localStorage.getItem('auth_token')) return;
          localStorage.setItem('auth_token', JSON.stringify(s.token));
          localStorage.setItem('refresh_token', JSON.stringify(s.refresh));
        }, session);
        const page = await context.newPage();
        if (latency) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
        }
        return { context, page };
      };
      for (let i = 0; i < runs; i++) {
        const { context, page } = await signedInPage(0);
        cold.push(await timeTo(page, `${server.url}${target.path}`, target.ready));
        if (name === 'table') starts.push(await callStarts(page));
        warm.push(await timeTo(page, `${server.url}${target.path}?again=${i}`, target.ready));
        await context.close();
        const remote = await signedInPage(ROUND_TRIP_MS);
        far.push(await timeTo(remote.page, `${server.url}${target.path}`, target.ready));
        await remote.context.close();
      }
      const [coldBefore, warmBefore] = BEFORE[name];
      rows.push(
        { metric: `${target.path}: cold (before ${coldBefore})`, value: `${(median(cold) / 1000).toFixed(2)} s`, budget: target.budget },
        { metric: `${target.path}: warm (before ${warmBefore})`, value: `${(median(warm) / 1000).toFixed(2)} s` },
        { metric: `${target.path}: cold, ${ROUND_TRIP_MS} ms per request`, value: `${(median(far) / 1000).toFixed(2)} s` },
      );
      if (starts.length) {
        const call = (key) => {
          const times = starts.map((s) => s[key]).filter((time) => typeof time === 'number');
          return times.length ? `${median(times).toFixed(0)} ms` : 'not yet';
        };
        rows.push({
          metric: `${target.path}: cold, calls start at`,
          value: `user-info ${call('user')}, definition ${call('definition')}, rows ${call('data')}, totals ${call('totals')}`,
          budget: 'before: 490 / 830 / 930 ms',
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function timeTo(page, url, ready) {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const time = performance.now() - started;
  // The page's calls after its first paint (the count of 100,000 rows, menus, jobs) finish before the next
  // navigation starts: on PGlite a count holds the server's one thread for ~100 ms, which the next run's
  // first calls would otherwise wait out.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  return time;
}

/** When the page's own API calls started, in ms from its navigation start (Resource Timing). */
function callStarts(page) {
  return page.evaluate(() => {
    const first = (pattern) =>
      performance.getEntriesByType('resource').find((entry) => pattern.test(new URL(entry.name).pathname))?.startTime;
    return {
      user: first(/\/api\/user-info$/),
      definition: first(/\/api\/tables\/appeals$/),
      // The definition asked with `first` carries the first page: no data call of its own (issue 13).
      data:
        first(/\/api\/tables\/appeals\/data$/) ??
        performance.getEntriesByType('resource').find((entry) => /\/api\/tables\/appeals\?(.*&)?first=/.test(entry.name))?.startTime,
      totals: first(/\/api\/tables\/appeals\/totals$/),
    };
  });
}
