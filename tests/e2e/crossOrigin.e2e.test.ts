import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server.mjs';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';
import { tableGrid } from './support/tableGrid';

/**
 * A partner's page on another origin signs in with <platon-auth> against the Platon server (issue 12):
 * allowed when its origin is on PLATON_CORS_ORIGINS, refused cleanly when it is not. The partner's server
 * listens on 127.0.0.1; the same page opened as `localhost` is the listed origin, as `127.0.0.1` an
 * unlisted one (another port than the Platon server's, so both differ from the server's origin).
 */
const partnerPort = await freePort();
const LISTED = `http://localhost:${partnerPort}`;
const UNLISTED = `http://127.0.0.1:${partnerPort}`;

describe('<platon-auth> on a partner page of another origin', () => {
  const live = liveServer({ PLATON_CORS_ORIGINS: LISTED, PLATON_DEMO_HOSTS_PORT: '0' });
  let partner: Server;
  beforeAll(async () => {
    partner = createServer((request, response) => {
      const path = request.url?.split('?')[0];
      const platon = live.server.url;
      const auth = `<platon-auth api-base="${platon}/api/"></platon-auth>`;
      // Issue 40: only the sign-in names the server; the public form beside it, before or after, must follow.
      const form = '<platon-form name="public_appeal" public></platon-form>';
      const table = '<platon-table name="regions" public></platon-table>';
      const body = {
        '/portal.html': auth,
        '/auth-then-form.html': auth + form,
        '/form-then-auth.html': form + auth,
        '/portal-with-public.html': auth + form + table,
      }[path ?? ''];
      if (body === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="uz"><head><meta charset="utf-8"><title>Partner portal</title>
<script type="module" src="${platon}/platon/platon.js"></script></head>
<body><h1>Partner portal</h1>${body}</body></html>`);
    });
    await new Promise<void>((resolve) => partner.listen(partnerPort, '127.0.0.1', resolve));
  });
  afterAll(async () => new Promise<void>((resolve) => (partner ? partner.close(() => resolve()) : resolve())));

  async function trySignIn(origin: string) {
    const opened = await newPage(live.browser, `${origin}/portal.html`);
    const { page } = opened;
    page.setDefaultTimeout(30_000);
    await page.evaluate(() => {
      const w = window as unknown as { signedIn: unknown[] };
      w.signedIn = [];
      for (const name of ['platon-auth-login', 'platon-login'])
        document.addEventListener(name, (event) => w.signedIn.push((event as CustomEvent).detail.user.username));
    });
    const login = page
      .waitForEvent('requestfinished', { predicate: (r) => r.url().endsWith('/api/auth/login') && r.method() === 'POST' })
      .catch(() => null);
    const failed = page.waitForEvent('requestfailed', { predicate: (r) => r.url().endsWith('/api/auth/login') }).catch(() => null);
    await page
      .getByLabel('Логин', { exact: true })
      .waitFor()
      .catch(async (error) => {
        const shown = await page.evaluate(() => document.querySelector('platon-auth')?.shadowRoot?.innerHTML ?? document.body.innerHTML);
        throw new Error(`${error}\nconsole: ${opened.consoleErrors.join('\n')}\nelement: ${shown.slice(0, 2000)}`);
      });
    await page.getByLabel('Логин', { exact: true }).fill('admin');
    await page.getByLabel('Парол', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Кириш', exact: true }).click();
    return { ...opened, login, failed };
  }

  for (const order of ['auth-then-form', 'form-then-auth']) {
    it(`takes the server from the one element naming it, in document order, for every element: ${order} (issue 40)`, async () => {
      const { page, consoleErrors, close } = await newPage(live.browser, `${LISTED}/${order}.html`);
      try {
        page.setDefaultTimeout(30_000);
        await page.locator('platon-form').getByRole('textbox', { name: 'Мурожаатчи' }).waitFor();
        await page.locator('platon-auth').getByLabel('Логин', { exact: true }).waitFor();
        expect(await page.locator('platon-form, platon-auth').getByText('Сервер билан алоқа йўқ').count()).toBe(0);
        // Resource timing keeps the calls made while the page loaded too (404s included).
        const asked = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
        expect(asked.filter((url) => url.startsWith(`${LISTED}/api/`))).toEqual([]);
        expect(asked.some((url) => url.endsWith('/api/public/forms/public_appeal'))).toBe(true);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('refuses the sign-in from an unlisted origin but leaves the public form and table working, with what was typed (issue 40)', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${UNLISTED}/portal-with-public.html`);
    try {
      page.setDefaultTimeout(30_000);
      await page.evaluate(() => {
        const w = window as unknown as { authErrors: unknown[] };
        w.authErrors = [];
        document.addEventListener('platon-auth-error', (event) => w.authErrors.push((event as CustomEvent).detail));
      });
      const form = page.locator('platon-form');
      const applicant = form.getByRole('textbox', { name: 'Мурожаатчи' });
      await applicant.fill('Алиев Вали');
      await tableGrid(page.locator('platon-table'), 'Ҳудудлар').rows.first().waitFor();

      const auth = page.locator('platon-auth');
      await auth.getByLabel('Логин', { exact: true }).fill('admin');
      await auth.getByLabel('Парол', { exact: true }).fill('admin123');
      await auth.getByRole('button', { name: 'Кириш', exact: true }).click();
      await auth.getByText(`Сервер бу саҳифанинг манзилидан (${UNLISTED}) келган сўровларга рухсат бермаган`).waitFor();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { authErrors: unknown[] }).authErrors))
        .toEqual([{ method: 'password', reason: 'origin-refused', message: 'Сервер билан алоқа йўқ' }]);

      // The refusal is the sign-in's: the public elements say nothing of it and keep their content.
      expect(await page.locator('platon-form, platon-table').getByText('рухсат бермаган').count()).toBe(0);
      expect(await applicant.inputValue()).toBe('Алиев Вали');
      expect(await tableGrid(page.locator('platon-table'), 'Ҳудудлар').rows.count()).toBeGreaterThan(0);

      await auth.getByRole('button', { name: 'Қайта урунинг' }).click();
      await expect.poll(() => auth.getByLabel('Логин', { exact: true }).inputValue()).toBe('admin');
      expect(await applicant.inputValue()).toBe('Алиев Вали');
      // The browser's own CORS lines and the one naming the setting: nothing else.
      expect(consoleErrors.filter((text) => !/CORS|PLATON_CORS_ORIGINS|net::ERR_FAILED/.test(text))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('signs in from a listed origin, and signed-in calls with the bearer token work across origins', async () => {
    const { page, consoleErrors, close, login } = await trySignIn(LISTED);
    try {
      const finished = await login;
      expect((await finished!.response())!.status()).toBe(200);
      await page.waitForFunction(() => (window as unknown as { signedIn: string[] }).signedIn.includes('admin'));
      const user = await page.evaluate(async () => {
        const { data } = await (
          window as unknown as { Platon: { api: { get(path: string): Promise<{ data: { username: string } }> } } }
        ).Platon.api.get('user-info');
        return data.username;
      });
      expect(user).toBe('admin');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is refused from an unlisted origin: no sign-in, the browser reports CORS, the server says which setting', async () => {
    const { page, consoleErrors, close, failed } = await trySignIn(UNLISTED);
    try {
      expect(await failed).not.toBeNull();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { signedIn: string[] }).signedIn)).toEqual([]);
      expect(consoleErrors.join('\n')).toMatch(/CORS/);
      expect(consoleErrors.join('\n')).toContain(UNLISTED);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      expect(live.server.output()).toMatch(new RegExp(`refused a call from ${UNLISTED.replace(/[.]/g, '\\.')}.*PLATON_CORS_ORIGINS`));
    } finally {
      await close();
    }
  });
});
