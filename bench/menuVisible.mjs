// Time from navigation to the sidebar menu visible in a signed-in <platon-app>: cold (a fresh browser
// context: empty HTTP cache and no cached translations) and warm (the same context navigating again).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startBenchServer } from './lib/benchServer.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);

export const title = `Signed-in app, navigation to menu visible (median of ${runs})`;

export async function run() {
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const session = await signIn(server.url);
    const cold = [];
    const warm = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      await context.addInitScript((s) => {
        if (localStorage.getItem('auth_token')) return;
        localStorage.setItem('auth_token', JSON.stringify(s.token));
        localStorage.setItem('refresh_token', JSON.stringify(s.refresh));
      }, session);
      const page = await context.newPage();
      cold.push(await timeToMenu(page, `${server.url}/tables/appeals`));
      warm.push(await timeToMenu(page, `${server.url}/tables/appeals?again=${i}`));
      await context.close();
    }
    return [
      { metric: 'cold cache', value: `${median(cold).toFixed(0)} ms` },
      { metric: 'warm cache', value: `${median(warm).toFixed(0)} ms` },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user', password: 'user123' }),
  });
  const { data } = await response.json();
  return { token: data.token, refresh: data.refresh_token };
}

async function timeToMenu(page, url) {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('platon-app [data-region="sidebar"] a').first().waitFor({ state: 'visible', timeout: 30_000 });
  return performance.now() - started;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
