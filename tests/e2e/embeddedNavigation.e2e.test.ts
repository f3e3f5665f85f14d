import { createServer, type Server } from 'node:http';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server.mjs';
import { newPage } from './harness';
import { formView, realErrors } from './support/formPage';
import { liveServer, type LiveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';
import { tableGrid } from './support/tableGrid';

/** Polls until the expectation holds: sign-in and data calls on two busy cores may take seconds. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

const APPEALS = 'Барча мурожаатлар';
/** Ports of the host sites, known before the servers start: the first one goes on the CORS allow-list. */
const ALLOWED_HOST_PORT = await freePort();
const REFUSED_HOST_PORT = await freePort();

/** Signs in with the sign-in form drawn inside `root` (an element's own, no navigation). */
async function signInInside(root: Locator, username: string, password: string): Promise<void> {
  await root.getByLabel('Логин', { exact: true }).fill(username);
  await root.getByLabel('Парол', { exact: true }).fill(password);
  await root.getByRole('button', { name: 'Кириш', exact: true }).click();
}

/**
 * A host's own web server on another origin (`localhost`, while Platon is at 127.0.0.1): each page is the
 * body given, under a head that loads Platon from the platform, as a portal would embed it.
 */
interface HostSite {
  origin: string;
  stop(): Promise<void>;
}

async function hostSite(port: number, platformUrl: () => string, pages: Record<string, (platform: string) => string>): Promise<HostSite> {
  const server: Server = createServer((request, response) => {
    const page = pages[request.url?.split('?')[0] ?? ''];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('host: not found');
      return;
    }
    const platform = platformUrl();
    const html = `<!doctype html><html lang="uz"><head><meta charset="utf-8"><title>Host</title><script type="module" src="${platform}/platon/platon.js"></script></head><body>${page(platform)}</body></html>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://localhost:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The host pages of these tests, by path; `platform` is the Platon server's address. */
const HOST_PAGES: Record<string, (platform: string) => string> = {
  '/registry.html': (platform) => `<h1>Портал</h1><platon-table name="appeals" api-base="${platform}/api/"></platon-table>`,
  '/admin.html': (platform) => `<platon-page name="admin-panel" api-base="${platform}/api/"></platon-page>`,
  '/app.html': (platform) => `<platon-app router-mode="hash" api-base="${platform}/api/" login-url="/sso/login.html"></platon-app>`,
  '/sso/login.html': () => '<h1>Порталнинг ўз кириш саҳифаси</h1>',
};

describe('elements on a host of another origin link into the application (issue 12)', () => {
  const live = liveServer({ PLATON_CORS_ORIGINS: `http://localhost:${ALLOWED_HOST_PORT}` });
  let host: HostSite;
  beforeAll(async () => {
    host = await hostSite(ALLOWED_HOST_PORT, () => live.server.url, HOST_PAGES);
  });
  afterAll(() => host?.stop());

  it('a standalone table without login-url signs in in place, and its record link opens the record in the application', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${host.origin}/registry.html`);
    const element = page.locator('platon-table');
    await signInInside(element, 'user', 'user123');
    const table = tableGrid(element, APPEALS);
    await table.rows.first().waitFor();
    expect(page.url()).toBe(`${host.origin}/registry.html`);

    const cell = await table.cell('Рақами');
    const number = (await cell.textContent())!.trim();
    const link = cell.getByRole('link', { name: number });
    const href = (await link.getAttribute('href'))!;
    // The application lives on the API's origin, not on the host (whose /forms/appeals/… is a 404).
    expect(href).toMatch(new RegExp(`^${live.server.url}/forms/appeals/\\d+$`));
    await link.click();
    // The application's own origin has no session yet: its sign-in page, then the record.
    await page.waitForURL((url) => url.origin === live.server.url && url.pathname === '/auth/user');
    expect(new URL(page.url()).searchParams.get('next')).toBe(new URL(href).pathname);
    await signInInside(page.locator('platon-auth'), 'user', 'user123');
    await page.waitForURL(href);
    const record = formView(page.locator('platon-app'), 'Мурожаат');
    await eventually(() => record.textbox('Рақами').inputValue()).toBe(number);
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it("the error view's home button goes to the application, not to the host's /", async () => {
    const { page, close } = await newPage(live.browser, `${host.origin}/admin.html`);
    const element = page.locator('platon-page');
    await signInInside(element, 'user', 'user123');
    await element.getByText('Бу саҳифа кўришга рўхсат берилмаган').waitFor();
    await element.getByRole('button', { name: 'Бош саҳифага' }).click();
    await page.waitForURL((url) => url.origin === live.server.url);
    expect(new URL(page.url()).pathname).not.toBe('/auth/user');
    await close();
  });

  it("the landing page's sign-in link follows login-url in a hash-mode app", async () => {
    const { page, close } = await newPage(live.browser, `${host.origin}/app.html`);
    const app = page.locator('platon-app');
    const signIn = app.getByRole('link', { name: 'Тизимга кириш' });
    await signIn.waitFor();
    expect(await signIn.getAttribute('href')).toBe('/app.html#/login');
    await signIn.click();
    await page.waitForURL((url) => url.pathname === '/sso/login.html');
    expect(new URL(page.url()).origin).toBe(host.origin);
    // Back to the host page holding the app once signed in there.
    expect(new URL(page.url()).searchParams.get('next')).toBe('/app.html');
    await page.getByRole('heading', { name: 'Порталнинг ўз кириш саҳифаси' }).waitFor();
    await close();
  });
});

describe('a host that owns its address (router-mode="hash", demo/examples/hash-app.html)', () => {
  const live = liveServer();

  it("leaves the host's own anchors alone: #top is not a route and shows no 404", async () => {
    const { page, consoleErrors, close } = await signInAs(
      live.browser,
      live.server.url,
      'user',
      'user123',
      '/examples/hash-app.html#/tables/appeals',
    );
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: APPEALS }).waitFor();
    await page.evaluate(() => {
      location.hash = '#top';
    });
    await page.waitForURL((url) => url.hash === '#top');
    // Give a wrong route time to show.
    await page.waitForTimeout(300);
    expect(await app.getByRole('heading', { name: 'Саҳифа топилмади' }).count()).toBe(0);
    expect(await app.getByRole('heading', { name: APPEALS }).isVisible()).toBe(true);
    // Back to the route: still the table, still no 404.
    await page.goBack();
    await page.waitForURL((url) => url.hash.startsWith('#/tables/appeals'));
    expect(await app.getByRole('heading', { name: APPEALS }).isVisible()).toBe(true);
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('signs out in place: the host page keeps its state, the sign-in shows inside the app, only the event tells the host', async () => {
    const { page, consoleErrors, close } = await signInAs(
      live.browser,
      live.server.url,
      'user',
      'user123',
      '/examples/hash-app.html#/tables/appeals',
    );
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: APPEALS }).waitFor();
    const before = page.url();
    await page.evaluate(() => {
      const host = window as unknown as { hostState: string; loggedOut: number };
      host.hostState = 'the host’s own state';
      host.loggedOut = 0;
      window.addEventListener('platon:AfterLogout', () => (host.loggedOut += 1));
    });

    await app.locator('[aria-haspopup="menu"]').click();
    await app.getByRole('menuitem', { name: 'Чиқиш' }).click();
    await app.getByRole('alertdialog').getByRole('button', { name: 'Ҳа' }).click();

    await app.getByLabel('Логин', { exact: true }).waitFor();
    // A navigation would have taken the page's state with it.
    expect(await page.evaluate(() => (window as unknown as { hostState: string }).hostState)).toBe('the host’s own state');
    expect(await page.evaluate(() => (window as unknown as { loggedOut: number }).loggedOut)).toBe(1);
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // Signing in again in place brings the route back.
    await signInInside(app, 'user', 'user123');
    await app.getByRole('heading', { name: APPEALS }).waitFor();
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { hostState: string }).hostState)).toBe('the host’s own state');
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();
  });
});

describe('a host on an origin the server does not allow (no PLATON_CORS_ORIGINS entry)', () => {
  const live: LiveServer = liveServer();
  let host: HostSite;
  beforeAll(async () => {
    host = await hostSite(REFUSED_HOST_PORT, () => live.server.url, HOST_PAGES);
  });
  afterAll(() => host?.stop());

  it('says the server refuses this origin, in the element and in one console line, instead of "no connection"', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${host.origin}/registry.html`);
    const element = page.locator('platon-table');
    // Project info is public across origins, so the element starts; the sign-in is the first refused call.
    await signInInside(element, 'user', 'user123');
    const refused = `Сервер бу саҳифанинг манзилидан (${host.origin}) келган сўровларга рухсат бермаган`;
    await element.getByRole('alert').getByText(refused).waitFor();
    // What the element held before the refusal stays behind it, hidden (a retry gives it back); none of it shows.
    expect(await element.getByText('Сервер билан алоқа йўқ').filter({ visible: true }).count()).toBe(0);
    const explained = consoleErrors.filter((line) => line.includes('PLATON_CORS_ORIGINS'));
    expect(explained).toEqual([
      `[platon] The server at ${live.server.url}/api/ refuses calls from this page's origin ${host.origin}: its administrator must add ${host.origin} to PLATON_CORS_ORIGINS.`,
    ]);
    await close();
  });
});
