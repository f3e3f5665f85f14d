import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server.mjs';
import { launchBrowser, startServer, type RunningServer } from './harness';
import {
  CSP_LISTENER,
  HOSTS,
  domCountersAfterGc,
  elementLooks,
  hostLooks,
  loadsCounted,
  nextLoad,
  tableLooks,
  type DomCounters,
  type Look,
} from './support/hostMatrix';
import { tableGrid } from './support/tableGrid';

/**
 * The host matrix (demo/hosts/): six real host apps, each on the API's own origin and on the demo's second
 * origin (the hosts' own listener, PLATON_DEMO_HOSTS_PORT, opened as `localhost` while Platon is at
 * 127.0.0.1: another site), in Chromium against the built server. One server and one browser for the whole
 * file; a fresh context per host and origin (its own storage, so its own session).
 */
const ORIGINS = ['same origin', 'second origin'] as const;
const APPEALS = 'Барча мурожаатлар';
const REGIONS = 'Ҳудудлар';
const CYCLES = 20;

let server: RunningServer;
let browser: Browser;
let hostsOrigin: string;

beforeAll(async () => {
  const hostsPort = await freePort();
  [server, browser] = await Promise.all([
    // Twelve sign-ins as admin from one address, each from a new browser: above the default free attempts.
    startServer({
      PLATON_DEMO_HOSTS_PORT: String(hostsPort),
      PLATON_LOGIN_FREE_ATTEMPTS: '100',
      PLATON_LOGIN_ACCOUNT_FREE_ATTEMPTS: '100',
    }),
    launchBrowser(),
  ]);
  hostsOrigin = `http://localhost:${hostsPort}`;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hostUrl = (where: (typeof ORIGINS)[number], host: string) =>
  `${where === 'same origin' ? server.url : hostsOrigin}/demo/hosts/${host}/`;
const status = (page: Page) => page.locator('#status').textContent();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** A context whose pages report CSP violations and console errors (favicon misses aside) into `seen`. */
async function openContext(seen: { violations: string[]; errors: string[] }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.exposeFunction('__platonCspViolation', (text: string) => seen.violations.push(text));
  await context.addInitScript(CSP_LISTENER);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    seen.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.errors.push(`uncaught: ${error.message}`));
  return { context, page };
}

/** Signs in through the page's `<platon-auth>`, as a visitor does. */
async function signIn(page: Page): Promise<void> {
  const auth = page.locator('platon-auth');
  await auth.getByLabel('Логин', { exact: true }).fill('admin');
  await auth.getByLabel('Парол', { exact: true }).fill('admin123');
  await auth.getByRole('button', { name: 'Кириш', exact: true }).click();
}

/**
 * What the elements look like on the plain host on the API's origin: the look every other host must keep.
 * That combination runs first and records it; run alone (a name filter), another one measures it itself.
 */
const plain: { elements?: Record<string, Look>; table?: Record<string, Look> } = {};
async function plainLooks(part: keyof typeof plain): Promise<Record<string, Look>> {
  if (!plain[part]) {
    const { context, page } = await openContext({ violations: [], errors: [] });
    try {
      await page.goto(hostUrl('same origin', 'plain'));
      await page.locator('platon-form').getByRole('textbox', { name: 'Мурожаатчи' }).waitFor();
      plain.elements = await elementLooks(page);
      await signIn(page);
      await tableGrid(page.locator('platon-table'), APPEALS).rows.first().waitFor();
      plain.table = await tableLooks(page.locator('platon-table'));
    } finally {
      await context.close();
    }
  }
  return plain[part]!;
}

describe.each(ORIGINS)('host apps on the %s', (where) => {
  describe.each(HOSTS)('%s', (host) => {
    const seen = { violations: [] as string[], errors: [] as string[] };
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await openContext(seen));
    });
    afterAll(async () => {
      await context?.close();
    });

    it('draws the elements, which look as on the plain page, and leaves the host its own look', async () => {
      await page.goto(`${hostUrl(where, host)}?elements=off`);
      await page.getByRole('button', { name: 'Жадвални қўшиш' }).waitFor();
      const hostAlone = await hostLooks(page);

      await page.goto(hostUrl(where, host));
      const form = page.locator('platon-form');
      await form.getByRole('textbox', { name: 'Мурожаатчи' }).waitFor();
      await form.getByRole('button', { name: 'Сақлаш', exact: true }).waitFor();
      await page.locator('platon-auth').getByLabel('Логин', { exact: true }).waitFor();
      // No session and no login-url: the table offers its sign-in in place.
      await page.locator('platon-table').getByLabel('Логин', { exact: true }).waitFor();
      await eventually(() => status(page)).toMatch(/Шакл: юкланди/);

      expect(await hostLooks(page)).toEqual(hostAlone);
      const looks = await elementLooks(page);
      if (host === 'plain' && where === 'same origin') plain.elements ??= looks;
      expect(looks).toEqual(await plainLooks('elements'));
    });

    it('tells the host a wrong password failed, with its reason (platon-auth-error)', async () => {
      await page.evaluate(() => {
        const heard: unknown[] = ((window as { authErrors?: unknown[] }).authErrors = []);
        document.addEventListener('platon-auth-error', (event) => heard.push((event as CustomEvent).detail));
      });
      const auth = page.locator('platon-auth');
      await auth.getByLabel('Логин', { exact: true }).fill('admin');
      await auth.getByLabel('Парол', { exact: true }).fill('not-the-password');
      await auth.getByRole('button', { name: 'Кириш', exact: true }).click();
      await auth.getByText('Логин ёки пароль нотугри!').waitFor();
      await eventually(() => page.evaluate(() => (window as { authErrors?: unknown[] }).authErrors)).toEqual([
        { method: 'password', reason: 'credentials', message: 'Логин ёки пароль нотугри!' },
      ]);
      // The browser logs the refused sign-in's 401 as an error of the page: this one was asked for.
      const refused = () => seen.errors.findIndex((text) => /status of 401 .*\/auth\/login\)$/.test(text));
      await eventually(refused).toBeGreaterThanOrEqual(0);
      seen.errors.splice(refused(), 1);
    });

    it('signs in once for every element, and the host hears their events through its framework', async () => {
      await signIn(page);
      const table = tableGrid(page.locator('platon-table'), APPEALS);
      await table.rows.first().waitFor();
      await eventually(() => status(page)).toMatch(/Кирган: admin/);
      await eventually(() => status(page)).toMatch(/Жадвал: [1-9]\d* марта юкланди, [1-9]\d* қатор, жами [1-9]\d*/);
      const looks = await tableLooks(page.locator('platon-table'));
      if (host === 'plain' && where === 'same origin') plain.table ??= looks;
      expect(looks).toEqual(await plainLooks('table'));

      await table.rows.nth(1).locator('td').first().click();
      await eventually(() => status(page)).toMatch(/Босилган қатор: 2 \(№\d+\)/);

      // The application in its panel shares the session: its home table, no sign-in.
      await page.getByRole('button', { name: 'Иловани очиш' }).click();
      const app = page.locator('platon-app');
      await tableGrid(app, APPEALS).rows.first().waitFor();
      expect(await app.getByLabel('Логин', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Иловани ёпиш' }).click();
      await app.waitFor({ state: 'detached' });
    });

    // Leaks are the elements' and their host framework's: the plain host shows whether the second origin adds
    // any (it changes calls, not the elements' life cycle); the five frameworks are checked on the first origin.
    // This check is a fifth of the e2e run (issue 13: keep CI short), hence not twelve times.
    const checksLeaks = where === 'same origin' || host === 'plain';
    if (checksLeaks)
      it(`inserts, removes and renames the table ${CYCLES} times without leaking`, async () => {
        const table = page.locator('platon-table');
        let shown = APPEALS;
        // Remove, insert, and rename at once (the first load is cut short), then wait for the renamed table.
        const cycle = async () => {
          await page.getByRole('button', { name: 'Жадвални олиб ташлаш' }).click();
          await table.waitFor({ state: 'detached' });
          const loads = await loadsCounted(page);
          await page.getByRole('button', { name: 'Жадвални қўшиш' }).click();
          await page.getByRole('button', { name: 'Бошқа жадвал' }).click();
          shown = shown === APPEALS ? REGIONS : APPEALS;
          await tableGrid(table, shown).rows.first().waitFor();
          await nextLoad(page, loads);
        };
        // Warm up: chunks loaded, definitions and translations cached.
        await cycle();
        await cycle();
        const counts: DomCounters[] = [await domCountersAfterGc(page)];
        // A count taken while the last load still settles can catch its listeners on the way (seen once in CI:
        // 57 more at the end, none at the middle): each is the lower of two counts half a second apart, which a
        // real leak survives.
        const settledCounters = async () => {
          const first = await domCountersAfterGc(page);
          await page.waitForTimeout(500);
          const second = await domCountersAfterGc(page);
          return second.jsEventListeners < first.jsEventListeners ? second : first;
        };
        for (let i = 1; i <= CYCLES; i++) {
          await cycle();
          if (i % (CYCLES / 2) === 0) counts.push(await settledCounters());
        }
        const nodesOfOneTable = await table.evaluate(function count(node: Node): number {
          const children = [...node.childNodes, ...((node as Element).shadowRoot ? [(node as Element).shadowRoot!] : [])];
          return 1 + children.reduce((sum, child) => sum + count(child), 0);
        });
        const [start, middle, end] = counts;
        const report = JSON.stringify({ start, middle, end, nodesOfOneTable });
        expect(end.documents, report).toBeLessThanOrEqual(start.documents);
        // Less than one table's nodes kept over all the cycles, and no steady growth from the middle on.
        expect(end.nodes - start.nodes, report).toBeLessThan(nodesOfOneTable);
        expect(end.nodes - middle.nodes, report).toBeLessThan(nodesOfOneTable / 2);
        expect(end.jsEventListeners - start.jsEventListeners, report).toBeLessThan(CYCLES);
      });

    it('signs out every element at once from the host', async () => {
      await page.getByRole('button', { name: 'Иловани очиш' }).click();
      const app = page.locator('platon-app');
      await tableGrid(app, APPEALS).rows.first().waitFor();

      await page.getByRole('button', { name: 'Тизимдан чиқиш' }).click();
      await page.locator('platon-auth').getByLabel('Логин', { exact: true }).waitFor();
      await page.locator('platon-table').getByLabel('Логин', { exact: true }).waitFor();
      await app.getByLabel('Логин', { exact: true }).waitFor();
      expect(await page.locator('platon-table').locator('tbody tr[data-row-index]').count()).toBe(0);
      await eventually(() => status(page)).toMatch(/Кирилмаган/);
      expect(new URL(page.url()).pathname).toBe(`/demo/hosts/${host}/`);
    });

    it('met no Content-Security-Policy violation and logged no console error', () => {
      expect(seen.violations).toEqual([]);
      expect(seen.errors).toEqual([]);
    });
  });
});
