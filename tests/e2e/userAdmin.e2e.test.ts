import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../server/auth/createPasswordHasher';
import { createDatabase } from '../../server/db/createDatabase';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { eventually, formView } from './support/formPage';
import { signInAs } from './support/signInAs';

/**
 * Users and roles from a production start (PLATON_DEMO=0, a fresh data folder): an administrator creates a
 * role and a user in the UI; the user signs in with the temporary password, must set their own first, and
 * then sees only the menus the role allows. The administrator account and one menu that asks for a
 * permission are written into the database between a first start (which makes the schema) and the real
 * one: the first-administrator command is another change's.
 */
let dataDir: string;
let server: RunningServer;
let browser: Browser;
const shots = path.resolve('.tmp/shots');

const app = (page: Page) => page.locator('platon-app');
const menu = (page: Page) => app(page).getByRole('navigation', { name: 'Меню' });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'platon-users-e2e-'));
  const env = { PLATON_DEMO: '0', PLATON_DATA_DIR: dataDir };
  await (await startServer(env)).stop();
  const db = await createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await db
    .insertInto('users')
    .values({
      username: 'boss',
      full_name: 'Бош администратор',
      password_hash: await createPasswordHasher().hash('Boss-pass-2026'),
      permissions: JSON.stringify(['platon.admin']),
    })
    .execute();
  const group = await db
    .insertInto('menus')
    .values({ name: 'Ҳисоботлар', permission: 'reports.view', project_id: 'reports', sort_order: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('menus')
    .values({ parent_id: group.id, name: 'Ойлик ҳисобот', link: '/system/profile', project_id: 'reports' })
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

describe('users and roles in the UI, production start', () => {
  it('an administrator creates a role and a user; the user sets their own password and sees the role’s menus only', async () => {
    const admin = await signInAs(browser, server.url, 'boss', 'Boss-pass-2026', '/tables/roles');
    const { page } = admin;
    await menu(page).getByRole('link', { name: 'Роллар' }).waitFor();
    await app(page)
      .getByRole('button', { name: 'Қўшиш' })
      .or(app(page).getByRole('link', { name: 'Қўшиш' }))
      .first()
      .click();
    const role = formView(app(page), 'Роллар');
    await role.textbox('Номи').fill('Ҳисобчилар');
    await role.select('Рухсатлар').click();
    await app(page).getByRole('option', { name: 'reports.view — Меню: Ҳисоботлар' }).click();
    // A click beside the list closes it (Escape would close the form).
    await page.mouse.click(700, 640);
    await page.screenshot({ path: path.join(shots, 'role-form-1366.png') });
    await role.save();
    await role.toast('Маълумотлар сақланди');

    await page.goto(`${server.url}/tables/users`);
    await app(page)
      .getByRole('button', { name: 'Қўшиш' })
      .or(app(page).getByRole('link', { name: 'Қўшиш' }))
      .first()
      .click();
    const user = formView(app(page), 'Фойдаланувчилар');
    await user.textbox('Логин').fill('hisobchi');
    await user.textbox('Ф.И.Ш.').fill('Ҳисобчи Ҳисобчиев');
    await user.form.locator('input[type="password"]').fill('Vaqtincha-1');
    await user.select('Роллар').click();
    await app(page).getByRole('option', { name: 'Ҳисобчилар', exact: true }).click();
    await page.mouse.click(600, 28);
    await page.screenshot({ path: path.join(shots, 'user-form-1366.png'), fullPage: true });
    await user.save();
    await user.toast('Маълумотлар сақланди');
    await admin.close();

    const signedIn = await signInAs(browser, server.url, 'hisobchi', 'Vaqtincha-1', '/');
    const own = signedIn.page;
    const dialog = app(own).getByRole('dialog', { name: 'Янги парол ўрнатинг' });
    await dialog.waitFor();
    await own.screenshot({ path: path.join(shots, 'must-change-1366.png') });
    await own.setViewportSize({ width: 420, height: 800 });
    await own.screenshot({ path: path.join(shots, 'must-change-420.png') });
    await own.setViewportSize({ width: 1280, height: 720 });
    // Nothing behind it: no menu was loaded for a user who must change the password first.
    expect(await menu(own).count()).toBe(0);
    await dialog.getByLabel('Жорий парол', { exact: true }).fill('Vaqtincha-1');
    await dialog.getByLabel('Янги парол', { exact: true }).fill('Ozimniki-77');
    await dialog.getByRole('button', { name: 'Сақлаш' }).click();
    await menu(own).getByText('Ҳисоботлар').waitFor();
    await eventually(async () => (await menu(own).innerText()).includes('Бошқарув')).toBe(false);
    await own.screenshot({ path: path.join(shots, 'user-menus-1366.png') });
    await signedIn.close();

    // The new password is the one that signs in now, with no dialog.
    const again = await signInAs(browser, server.url, 'hisobchi', 'Ozimniki-77', '/system/profile');
    await menu(again.page).getByText('Ҳисоботлар').waitFor();
    expect(await app(again.page).getByRole('dialog', { name: 'Янги парол ўрнатинг' }).count()).toBe(0);
    await again.close();
  }, 180_000);
});
