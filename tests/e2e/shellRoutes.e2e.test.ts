import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { signInAs } from './support/signInAs';
import { liveServer } from './support/liveServer';

describe('shell routes (SPEC §2.1, §2.2, §2.4)', () => {
  const live = liveServer();

  it('takes a signed-in user from / to the homepage menu item, with its _mid', async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/');
    await page.waitForURL(/\/tables\/appeals\?_mid=\d+$/);
    await page.locator('platon-app').getByRole('heading', { name: 'appeals' }).waitFor();
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

  it('draws a form route with _target=blank without the layout, and with it otherwise', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/forms/appeals?_target=blank');
    const app = page.locator('platon-app');
    await app.getByRole('heading', { name: 'appeals' }).waitFor();
    expect(await app.locator('[data-region="sidebar"]').count()).toBe(0);
    await page.goto(`${live.server.url}/forms/appeals`);
    await app.getByRole('heading', { name: 'appeals' }).waitFor();
    expect(await app.locator('[data-region="sidebar"]').count()).toBe(1);
    await close();
  });

  it('opens demo routes without sign-in and without the platform layout', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/demo/test-table`);
    const app = page.locator('platon-app');
    await app.getByText('Бу бўлим ҳали мавжуд эмас').waitFor();
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

describe('a production start', () => {
  const live = liveServer({ PLATON_DEMO: '0' });

  it('has no demo routes', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/demo/test-table`);
    await page.locator('platon-app').getByRole('heading', { name: 'Саҳифа топилмади' }).waitFor();
    await close();
  });
});
