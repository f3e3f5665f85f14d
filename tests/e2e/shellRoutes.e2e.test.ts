import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { signInAs } from './support/signInAs';
import { turnOnEditMode } from './support/editMode';
import { liveServer } from './support/liveServer';

describe('shell routes (docs/behaviour.md §1)', () => {
  const live = liveServer();

  it('takes a signed-in user from / to the homepage menu item, with its _mid', async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/');
    await page.waitForURL(/\/tables\/appeals\?_mid=\d+$/);
    await page.locator('platon-app').getByRole('heading', { name: 'Барча мурожаатлар' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('shows the 404 page for an unknown path and for /404, with a way home', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/no/such/place');
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: 'Саҳифа топилмади' }).waitFor();
    expect(await app.getByText('404', { exact: true }).isVisible()).toBe(true);
    await app.getByRole('button', { name: 'Бош саҳифага' }).click();
    await page.waitForURL(/\/tables\/appeals/);
    await page.goto(`${live.server.url}/404`);
    await app.getByRole('heading', { name: 'Саҳифа топилмади' }).waitFor();
    await close();
  });

  it('shows at /auth who is signed in, for which organisation, with the profile and the way out', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/auth');
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: 'Авторизация', level: 1 }).waitFor();
    expect(await app.getByText(/Сиз тизимга .*\(user\) сифатида кирдингиз/).count()).toBe(1);
    expect(await app.locator('[data-region="sidebar"]').count()).toBe(1);
    await app.getByRole('button', { name: 'Чиқиш', exact: true }).click();
    await app.getByRole('alertdialog').getByText('Тизимдан чиқишни хоҳлайсизми?').waitFor();
    await app.getByRole('alertdialog').getByRole('button', { name: 'Йўқ' }).click();
    await app.getByRole('link', { name: 'Профил', exact: true }).last().click();
    await page.waitForURL(/\/system\/profile$/);
    await close();
  });

  it('answers an unknown /system/{path} with the not-found view', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/system/no-such-page');
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: 'Саҳифа топилмади' }).waitFor();
    await close();
  });

  it('draws a form route with _target=blank without the layout, and with it otherwise', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/forms/appeals?_target=blank');
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: 'Мурожаат', exact: true }).waitFor();
    expect(await app.locator('[data-region="sidebar"]').count()).toBe(0);
    await page.goto(`${live.server.url}/forms/appeals`);
    await app.getByRole('heading', { name: 'Мурожаат', exact: true }).waitFor();
    expect(await app.locator('[data-region="sidebar"]').count()).toBe(1);
    await close();
  });

  it('opens demo routes without sign-in and without the platform layout', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/demo/test-table`);
    const app = page.locator('platon-app');
    await app.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/test-table');
    expect(await app.locator('[data-region="sidebar"]').count()).toBe(0);
    await close();
  });

  it('shows visitors the landing page at / in blank mode, without asking them to sign in', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/`);
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: 'Фуқаролар мурожаатлари реестри' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await app.locator('[data-region="sidebar"]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('renders a dynamic page at /pages/{name} inside the layout, and the error view for one the user may not see', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/pages/dashboard');
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: 'Бошқарув панели' }).waitFor();
    expect(await app.locator('[data-region="sidebar"]').count()).toBe(1);
    await page.goto(`${live.server.url}/pages/admin-panel`);
    await app.getByText('Бу саҳифа кўришга рўхсат берилмаган').waitFor();
    await page.goto(`${live.server.url}/pages/no-such-page`);
    await app.getByText('Саҳифа топилмади').first().waitFor();
    await close();
  });

  it('keeps the whole address in next when a visitor opens a deep link', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/pages/dashboard?from=mail#top`);
    await page.waitForURL(/\/auth\/user\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/pages/dashboard?from=mail#top');
    await close();
  });
});

describe('link rules from the menu (docs/behaviour.md §1)', () => {
  const live = liveServer();
  const sidebar = (page: Page) => page.locator('platon-app [data-region="sidebar"]');

  it('opens a Ctrl-clicked internal link in a new tab with _target=blank, drawn without the layout', async () => {
    const { page, context, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/tables/appeals');
    const link = sidebar(page).getByRole('link', { name: /^Бошқарув панели/ });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await tab.waitForURL(/\/pages\/dashboard\?/);
    expect(new URL(tab.url()).searchParams.get('_target')).toBe('blank');
    await tab.locator('platon-app').getByRole('heading', { name: 'Бошқарув панели' }).waitFor();
    expect(await tab.locator('platon-app [data-region="sidebar"]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/tables/appeals');
    await close();
  });

  it('gives http links a new window, and asks before /system/logout', async () => {
    // The demo's one http item became the user guide (issue 15): an administrator adds one, as through the menus form.
    const login = await fetch(`${live.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const created = await fetch(`${live.server.url}/api/forms/menus/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        values: { name: 'Платон сайти', link: 'https://example.com/platon', project_id: 'appeals', sort_order: 1000 },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/tables/appeals');
    const external = sidebar(page).getByRole('link', { name: /^Платон сайти/ });
    expect(await external.getAttribute('href')).toBe('https://example.com/platon');
    expect(await external.getAttribute('target')).toBe('_blank');
    const guide = sidebar(page).getByRole('link', { name: /^Фойдаланувчи қўлланмаси/ });
    expect(await guide.getAttribute('href')).toMatch(/^\/instructions/);
    expect(await guide.getAttribute('target')).toBeNull();
    await sidebar(page)
      .getByRole('link', { name: /^Чиқиш/ })
      .click();
    const confirm = page.locator('platon-app').getByRole('alertdialog');
    await confirm.getByText('Тизимдан чиқишни хоҳлайсизми?').waitFor();
    await confirm.getByRole('button', { name: 'Йўқ' }).click();
    expect(await confirm.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/tables/appeals');
    await close();
  });

  it('opens _target=modal links over the page, 80% wide for modal without a width, and Escape closes them', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/tables/appeals');
    await page.setViewportSize({ width: 1400, height: 900 });
    await turnOnEditMode(page);
    await sidebar(page).getByRole('link', { name: 'Таҳрирлаш: Барча мурожаатлар' }).click();
    const dialog = page.locator('platon-app').getByRole('dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(1120);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/tables/appeals');
    await close();
  });
});

describe('a host that owns the address bar (router-mode="hash")', () => {
  const live = liveServer();

  it('routes inside the hash and leaves the host path alone', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/examples/hash-app.html#/no-such');
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: 'Саҳифа топилмади' }).waitFor();
    await app.getByRole('button', { name: 'Бош саҳифага' }).click();
    await page.waitForURL(/\/examples\/hash-app\.html#\/tables\/appeals\?_mid=\d+$/);
    await app.getByRole('heading', { name: 'Барча мурожаатлар' }).waitFor();
    await close();
  });
});

describe('a production start', () => {
  const live = liveServer({ PLATON_DEMO: '0' });

  it('has no demo routes', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/demo/test-table`);
    await page.locator('platon-app').getByRole('heading', { name: 'Саҳифа топилмади' }).waitFor();
    await close();
  });
});
