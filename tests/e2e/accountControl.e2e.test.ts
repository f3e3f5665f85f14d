import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/createPasswordHasher';
import { createDatabase } from '../../server/db/createDatabase';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { signInAs } from './support/signInAs';

/**
 * One user's account screen from a production start (PLATON_DEMO=0, a fresh data folder): the user's
 * password is guessed until the sign-in throttle makes them wait; the administrator opens the account from
 * the users table, sees it locked and unlocks it, and the user signs in at once; then the administrator ends
 * the session of the user's browser, which finds itself signed out.
 */
let dataDir: string;
let server: RunningServer;
let browser: Browser;
const shots = path.resolve('.tmp/shots');
const app = (page: Page) => page.locator('platon-app');

const apiSignIn = (username: string, password: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'platon-e2e-script' },
    body: JSON.stringify({ username, password }),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'platon-accounts-e2e-'));
  const env = { PLATON_DEMO: '0', PLATON_DATA_DIR: dataDir };
  await (await startServer(env)).stop();
  const db = await createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const hasher = createPasswordHasher();
  await db
    .insertInto('users')
    .values([
      {
        username: 'boss',
        full_name: 'Бош администратор',
        password_hash: await hasher.hash('Boss-pass-2026'),
        permissions: '["platon.admin"]',
      },
      { username: 'worker', full_name: 'Ходим Ходимов', password_hash: await hasher.hash('Worker-pass-2026'), permissions: '[]' },
    ])
    .execute();
  await db.destroy();
  server = await startServer(env);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('one user’s account in the UI, production start', () => {
  it('an administrator unlocks a throttled account and ends the session of the user’s browser', { timeout: 300_000 }, async () => {
    // The user's own browser, signed in before anyone guesses.
    const worker = await signInAs(browser, server.url, 'worker', 'Worker-pass-2026', '/system/profile');
    await worker.page.setViewportSize({ width: 1366, height: 800 });
    await app(worker.page).getByRole('heading', { name: 'Ходим Ходимов' }).waitFor();
    await app(worker.page).getByRole('button', { name: 'Очиқ сеанслар' }).click();
    await app(worker.page).getByText('Шу сеанс').waitFor();
    await worker.page.screenshot({ path: path.join(shots, 'own-sessions-1366.png'), fullPage: true });
    await worker.page.setViewportSize({ width: 420, height: 900 });
    await worker.page.reload();
    await app(worker.page).getByRole('button', { name: 'Очиқ сеанслар' }).click();
    await app(worker.page).getByText('Шу сеанс').waitFor();
    await worker.page.screenshot({ path: path.join(shots, 'own-sessions-420.png'), fullPage: true });

    // Guesses until the wait between attempts is a long one (the delays double from 1 s after five).
    let retryAfter = 0;
    while (retryAfter < 60) {
      const guess = await apiSignIn('worker', 'not-the-password');
      retryAfter = guess.status === 429 ? Number(guess.headers.get('retry-after')) : 0;
      if (guess.status === 429 && retryAfter < 60) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
    expect((await apiSignIn('worker', 'Worker-pass-2026')).status).toBe(429);

    const admin = await signInAs(browser, server.url, 'boss', 'Boss-pass-2026', '/tables/users');
    const { page } = admin;
    await page.setViewportSize({ width: 1366, height: 800 });
    const row = app(page).getByRole('row').filter({ hasText: 'worker' });
    await row
      .getByRole('link', { name: 'Ҳисоб' })
      .or(row.getByRole('button', { name: 'Ҳисоб' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/system/users/'));
    const view = app(page).getByRole('region', { name: 'Ҳисоб ва сеанслар' });
    await view.getByText(/Ҳисоб қулфланган: .* гача кириб бўлмайди/).waitFor();
    await page.screenshot({ path: path.join(shots, 'account-locked-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 420, height: 900 });
    await page.reload();
    await view.getByText(/Ҳисоб қулфланган: .* гача кириб бўлмайди/).waitFor();
    await page.screenshot({ path: path.join(shots, 'account-locked-420.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.reload();

    await view.getByRole('button', { name: 'Қулфдан чиқариш' }).click();
    await view.getByRole('status').filter({ hasText: 'Ҳисоб қулфдан чиқарилди: фойдаланувчи ҳозироқ кира олади' }).waitFor();
    await view.getByText('Ҳисоб қулфланмаган').waitFor();
    expect((await apiSignIn('worker', 'Worker-pass-2026')).status).toBe(200);

    // The browser's sessions and the script's: one ends with its row's button, then all of them.
    await page.reload();
    const sessions = view.getByRole('table');
    await sessions.getByText('platon-e2e-script').waitFor();
    const rows = await sessions.getByRole('row').count();
    expect(rows).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: path.join(shots, 'account-sessions-1366.png'), fullPage: true });
    await sessions.getByRole('row').filter({ hasText: 'platon-e2e-script' }).getByRole('button', { name: 'Тугатиш' }).click();
    await app(page).getByRole('alertdialog').getByRole('button', { name: 'Ҳа' }).click();
    await view.getByRole('status').filter({ hasText: 'Сеанс тугатилди' }).waitFor();
    expect(await sessions.getByRole('row').count()).toBe(rows - 1);
    expect(await sessions.innerText()).not.toContain('platon-e2e-script');
    await view.getByRole('button', { name: 'Барчасини тугатиш' }).click();
    await app(page).getByRole('alertdialog').getByRole('button', { name: 'Ҳа' }).click();
    await view.getByRole('status').filter({ hasText: 'Барча сеанслар тугатилди' }).waitFor();
    await view.getByText('Очиқ сеанс йўқ').waitFor();

    // The user's browser is signed out on its next call: the sign-in page.
    await worker.page.reload();
    await worker.page.waitForURL((url) => url.pathname === '/auth/user' || url.pathname === '/login', { timeout: 20_000 });
    await worker.close();

    const accountPath = new URL(page.url()).pathname;
    await admin.close();

    // The same screen in English, as the administrator's language.
    const token = ((await (await apiSignIn('boss', 'Boss-pass-2026')).json()) as { data: { token: string } }).data.token;
    const locale = await fetch(`${server.url}/api/user-locale?locale=en`, { headers: { authorization: `Bearer ${token}` } });
    expect(locale.status).toBe(200);
    const english = await signInAs(browser, server.url, 'boss', 'Boss-pass-2026', accountPath);
    await english.page.setViewportSize({ width: 1366, height: 800 });
    await app(english.page).getByRole('region', { name: 'Account and sessions' }).getByText('Account not locked').waitFor();
    await english.page.screenshot({ path: path.join(shots, 'account-en-1366.png'), fullPage: true });
    await english.page.setViewportSize({ width: 420, height: 900 });
    await english.page.reload();
    await app(english.page).getByText('Account not locked').waitFor();
    await english.page.screenshot({ path: path.join(shots, 'account-en-420.png'), fullPage: true });
    await english.close();
  });
});

describe('a one-time code an administrator requires', () => {
  it('is set up before anything else at the next sign-in', async () => {
    const admin = await signInAs(browser, server.url, 'boss', 'Boss-pass-2026', '/tables/users');
    const { page } = admin;
    await page.setViewportSize({ width: 1366, height: 800 });
    // The administrator chose English above: the users table's row button and the screen speak it.
    const row = app(page).getByRole('row').filter({ hasText: 'worker' });
    await row
      .getByRole('link', { name: 'Account' })
      .or(row.getByRole('button', { name: 'Account' }))
      .first()
      .click();
    const view = app(page).getByRole('region', { name: 'Account and sessions' });
    await view.getByRole('button', { name: 'Require' }).click();
    await view.getByRole('status').filter({ hasText: 'A one-time code is now required' }).waitFor();
    await admin.close();

    const worker = await signInAs(browser, server.url, 'worker', 'Worker-pass-2026', '/');
    await worker.page.setViewportSize({ width: 1366, height: 800 });
    await app(worker.page).getByText('Администратор сиз учун бир марталик кодни мажбурий қилган. Давом этиш учун уни ёқинг.').waitFor();
    await app(worker.page).getByRole('dialog').waitFor();
    expect(await app(worker.page).getByRole('navigation', { name: 'Меню' }).count()).toBe(0);
    await worker.page.screenshot({ path: path.join(shots, 'otp-required-1366.png') });
    await worker.close();
  });
});
