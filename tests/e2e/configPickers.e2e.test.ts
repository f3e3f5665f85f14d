import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { eventually, formView, openForm, PASSWORDS } from './support/formPage';
import { signInAs } from './support/signInAs';

/**
 * Issue 43's pickers end to end on the demo: an administrator moves a menu item under another group and gives
 * it another icon, both chosen in pickers (the parent by name, the icon by searching), and sees it so in the
 * sidebar; the users table names permissions and languages in the reader's language; an element's parent is
 * chosen among its own form's containers, E-IMZO's sign-in choice reads in words, the menus table names parents.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('configuration pickers', () => {
  it('moves a menu item under another group with a new icon, chosen in pickers, and the sidebar shows it', async () => {
    const { page, consoleErrors, context, close } = await signInAs(browser, server.url, 'admin', PASSWORDS.admin, '/tables/menus');
    context.setDefaultTimeout(15_000);
    const app = page.locator('platon-app');
    await app.locator('.pl-table').getByRole('link', { name: 'Ташкилот аъзолари', exact: true }).click();
    const view = formView(app, 'Менюлар');
    await view.form.waitFor();
    await view.choose('Юқори меню', 'Маълумотномалар');
    const search = view.form.getByRole('combobox', { name: 'Белги', exact: true });
    await search.fill('map');
    await view.form.getByRole('option', { name: 'map', exact: true }).click();
    await eventually(() => view.form.locator('.pl-icon-picker__name').textContent()).toBe('fa-solid fa-map');
    await view.save();
    await view.toast('Маълумотлар сақланди');
    await page.goto(`${server.url}/tables/regions`);
    const menu = app.getByRole('navigation', { name: 'Меню' });
    const group = menu.getByRole('button', { name: 'Маълумотномалар' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const item = menu.getByRole('link', { name: 'Ташкилот аъзолари', exact: true });
    await item.waitFor();
    await eventually(() => item.locator('i.fa-map').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('shows readable permissions and languages in the users table, in English too', async () => {
    const { page, close } = await signInAs(browser, server.url, 'admin', PASSWORDS.admin, '/tables/users?locale=en');
    const table = page.locator('platon-app').locator('.pl-table');
    const adminRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'admin', exact: true }) });
    await eventually(() => adminRow.textContent()).toContain('Administrator');
    const text = (await adminRow.textContent()) ?? '';
    expect(text).toContain('Uzbek');
    expect(text).toContain('Actions');
    expect(text).not.toContain('platon.admin');
    await close();
  });

  it('offers an element’s parents from the chosen form only, E-IMZO’s choices in words, and parents by name in the menus table', async () => {
    const elements = await openForm(browser, server.url, '/forms/form_elements', 'Форма элементлари', 'admin');
    const parent = elements.view.select('Юқори элемент');
    await eventually(() => parent.isDisabled()).toBe(true);
    await elements.view.choose('Форма', 'Форма элементлари (form_elements)');
    await eventually(() => parent.isDisabled()).toBe(false);
    expect(await elements.view.options('Юқори элемент')).toEqual([
      'tab_container',
      'Асосий (tab)',
      'Текширув (tab)',
      'Маълумот (tab)',
      'Кўриниш (tab)',
    ]);
    await elements.close();

    const users = await openForm(browser, server.url, '/forms/users?locale=en', 'Users', 'admin');
    expect(await users.view.options('Signature sign-in')).toEqual(['Any key', 'Legal entities’ keys only', 'Individuals’ keys only']);
    await users.close();

    const { page, close } = await signInAs(browser, server.url, 'admin', PASSWORDS.admin, '/tables/menus?locale=en');
    const roles = page.locator('platon-app').locator('.pl-table').getByRole('row').filter({ hasText: '/tables/roles' }).first();
    await eventually(() => roles.textContent()).toContain('Administration');
    await close();
  });
});
