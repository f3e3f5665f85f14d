import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/**
 * Issue 41: an administrator changes the project's settings in the `project_settings` form, reached from the
 * account menu, and the shell shows them at once; a value out of range is refused under its field; a fresh
 * page (another visitor) gets them too.
 */
describe('project settings in the UI (issue 41)', () => {
  const live = liveServer(undefined, { forEachTest: true });

  it('an administrator changes the support phone and product name, and the shell shows them', { timeout: 180_000 }, async () => {
    const { page } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/tables/appeals');
    const app = page.locator('platon-app');
    const sidebar = app.getByRole('complementary', { name: 'Ён панел' });
    await sidebar.getByRole('link', { name: 'Қўнғироқ қилиш: +998 71 200 00 00' }).waitFor();

    await app.locator('[aria-haspopup="menu"]').click();
    await app.getByRole('menuitem', { name: 'Лойиҳа созламалари' }).click();
    await page.waitForURL((url) => url.pathname === '/forms/project_settings/1');
    const phone = app.getByLabel('Телефон', { exact: true });
    await expect.poll(() => phone.inputValue()).toBe('+998 71 200 00 00');

    // Out of range: refused under its field, nothing saved.
    const winter = app.getByLabel('Тугаш санаси (ОО-КК)', { exact: true });
    await winter.fill('13-40');
    await app.getByRole('button', { name: 'Сақлаш' }).click();
    await app.getByText('Нотўғри қиймат').waitFor();
    await winter.fill('01-31');

    await phone.fill('+998 55 500 10 20');
    await app.getByRole('textbox', { name: /^Қисқа номи/ }).fill('Реестр');
    await app.getByRole('button', { name: 'Сақлаш' }).click();
    await app.getByText('Маълумотлар сақланди').first().waitFor();

    // The shell shows the new values without a reload.
    await sidebar.getByRole('link', { name: 'Қўнғироқ қилиш: +998 55 500 10 20' }).waitFor();
    await sidebar.getByText('Реестр', { exact: true }).first().waitFor();

    // And a fresh page, signed out, gets them from /api/info.
    const other = await newPage(live.browser, `${live.server.url}/api/info`);
    const info = JSON.parse((await other.page.locator('body').textContent()) ?? '{}').data;
    expect(info).toMatchObject({ shortName: 'Реестр', supportPhone: '+998 55 500 10 20', winterModeDate: '01-31' });
  });
});
