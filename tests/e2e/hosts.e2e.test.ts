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
import { appPaint, type Box } from './support/appPaint';
import { realErrors } from './support/formPage';
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

/**
 * Issue 40: on a host page `<platon-app>` paints inside its own box. The jQuery portal opens the app in a panel
 * below its navbar; the snowfall (winter mode, on every day here: its last day set to 30 November) and the
 * call-back button (an administrator sees it on every page) stay inside the element, and follow the part of it
 * in view. On the server's own app page the element is the page: snow over the viewport, the button at the
 * viewport's corner, while scrolling too, as before.
 */
describe('<platon-app> paints inside its box (issue 40)', () => {
  /** A context at `width` whose project info keeps winter mode on, whatever the date. */
  async function wintryPage(width: number, seen: { violations: string[]; errors: string[] }) {
    const opened = await openContext(seen);
    await opened.page.setViewportSize({ width, height: 800 });
    await opened.context.route('**/api/info', async (route) => {
      const response = await route.fetch();
      const info = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...info, data: { ...info.data, winterModeDate: '11-30' } } });
    });
    return opened;
  }
  // An empty box (what is cut away entirely) is inside anything.
  const inside = (inner: Box, outer: Box) =>
    inner.right <= inner.left ||
    inner.bottom <= inner.top ||
    (inner.left >= outer.left - 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.bottom <= outer.bottom + 0.5);
  const meets = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  for (const width of [1366, 420]) {
    it(`keeps the snowfall and the call-back button inside the element on the jQuery host, ${width} px wide`, async () => {
      const seen = { violations: [] as string[], errors: [] as string[] };
      const { context, page } = await wintryPage(width, seen);
      try {
        await page.goto(hostUrl('same origin', 'jquery'));
        await signIn(page);
        await page.getByRole('button', { name: 'Иловани очиш' }).click();
        const app = page.locator('platon-app');
        await tableGrid(app, APPEALS).rows.first().waitFor();
        const button = app.getByRole('button', { name: 'Қайта қўнғироқ' });
        await button.waitFor();
        await eventually(() => app.locator('.pl-winter__flake').count()).toBe(14);
        // At the top of the page: the navbar in view, the app further down.
        await page.evaluate(() => window.scrollTo(0, 0));
        const navbar = await page.locator('nav.navbar').evaluate((node) => {
          const { left, top, right, bottom } = node.getBoundingClientRect();
          return { left, top, right, bottom };
        });
        for (const fall of [0.05, 0.5]) {
          const paint = await appPaint(app, fall);
          const report = JSON.stringify({ fall, navbar, ...paint });
          expect(
            paint.flakes.filter((flake) => meets(flake, navbar)),
            report,
          ).toEqual([]);
          expect(
            paint.flakes.filter((flake) => !inside(flake, paint.element)),
            report,
          ).toEqual([]);
          expect(inside(paint.snow!, paint.element), report).toBe(true);
          expect(inside(paint.callBack!, paint.element), report).toBe(true);
        }

        // The app's top edge halfway down the viewport: snow only below it, the button docked in view.
        await app.evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().top - innerHeight / 2));
        for (const fall of [0.05, 0.5]) {
          const paint = await appPaint(app, fall);
          const report = JSON.stringify({ fall, ...paint });
          expect(Math.abs(paint.element.top - paint.viewport.bottom / 2), report).toBeLessThan(1);
          expect(
            paint.flakes.filter((flake) => !inside(flake, paint.element)),
            report,
          ).toEqual([]);
          expect(inside(paint.snow!, paint.element), report).toBe(true);
          expect(inside(paint.callBack!, paint.element), report).toBe(true);
          expect(inside(paint.callBack!, paint.viewport), report).toBe(true);
        }

        // The app scrolled to the viewport's top: it snows over all of it in view, and the button docks at the
        // bottom end of the part in view.
        await app.evaluate((node) => node.scrollIntoView({ block: 'start' }));
        const paint = await appPaint(app, 0.5);
        const report = JSON.stringify(paint);
        expect(paint.element.bottom, report).toBeGreaterThan(paint.viewport.bottom - 1);
        expect(paint.flakes, report).toHaveLength(14);
        expect(
          paint.flakes.filter((flake) => !inside(flake, paint.element)),
          report,
        ).toEqual([]);
        const inView = { ...paint.viewport, left: paint.element.left, top: paint.element.top, right: paint.element.right };
        for (const edge of ['left', 'top', 'right', 'bottom'] as const) expect(paint.snow![edge], report).toBeCloseTo(inView[edge], 0);
        const inset = width <= 600 ? 12 : 20;
        expect(paint.callBack!.right, report).toBeCloseTo(paint.element.right - inset, 0);
        expect(paint.callBack!.bottom, report).toBeCloseTo(paint.viewport.bottom - inset, 0);

        // Dialogs stay over the viewport: the call-back form opens whole and in view.
        await button.click();
        const dialog = app.getByRole('dialog', { name: 'Қайта қўнғироқ' });
        await dialog.getByLabel('Телефон рақами').waitFor();
        const shown = await dialog.evaluate((node) => {
          const { left, top, right, bottom } = node.getBoundingClientRect();
          return { left, top, right, bottom };
        });
        expect(inside(shown, paint.viewport), JSON.stringify(shown)).toBe(true);
        await page.keyboard.press('Escape');
        await eventually(() => dialog.count()).toBe(0);
        expect(seen).toEqual({ violations: [], errors: [] });
      } finally {
        await context.close();
      }
    });

    it(`keeps the server's app page as it was: snow over the viewport, the button at its corner, ${width} px wide`, async () => {
      const seen = { violations: [] as string[], errors: [] as string[] };
      const { context, page } = await wintryPage(width, seen);
      try {
        await page.goto(`${server.url}/auth/user?next=${encodeURIComponent('/forms/kitchen_sink')}`);
        await page.getByLabel('Логин', { exact: true }).fill('admin');
        await page.getByLabel('Парол', { exact: true }).fill('admin123');
        await page.getByRole('button', { name: 'Кириш', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/forms/kitchen_sink');
        const app = page.locator('platon-app');
        await app.getByRole('button', { name: 'Қайта қўнғироқ' }).waitFor();
        await app.locator('form').first().waitFor();
        await eventually(() => app.locator('.pl-winter__flake').count()).toBe(14);
        // The form is longer than the viewport: the page scrolls.
        await eventually(() => page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeGreaterThan(600);
        const inset = width <= 600 ? 12 : 20;

        for (const scrolled of [0, 600]) {
          await page.evaluate((y) => window.scrollTo(0, y), scrolled);
          expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
          const paint = await appPaint(app, 0.5);
          const report = JSON.stringify({ scrolled, ...paint });
          expect(paint.snow, report).toEqual(paint.viewport);
          expect(paint.flakes, report).toHaveLength(14);
          expect(paint.callBack!.right, report).toBeCloseTo(paint.viewport.right - inset, 0);
          expect(paint.callBack!.bottom, report).toBeCloseTo(paint.viewport.bottom - inset, 0);
        }
        // The kitchen sink's map asks OpenStreetMap for tiles, which this machine cannot reach.
        expect({ ...seen, errors: realErrors(seen.errors) }).toEqual({ violations: [], errors: [] });
      } finally {
        await context.close();
      }
    });
  }
});
