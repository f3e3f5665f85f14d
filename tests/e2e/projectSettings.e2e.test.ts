import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

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

  it(
    'an administrator switches E-IMZO sign-in off and uploads a logo: the sign-in page and the sidebar follow',
    { timeout: 180_000 },
    async () => {
      // Before: a visitor's sign-in page offers the digital signature (the demo has its PKI).
      const visitor = await newPage(live.browser, `${live.server.url}/auth/user`);
      await visitor.page.getByRole('tab', { name: 'Электрон рақамли имзо' }).waitFor();
      expect(await visitor.page.locator('img.pl-auth__logo').count()).toBe(0);

      const { page } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/forms/project_settings/1');
      const app = page.locator('platon-app');
      const eimzo = app.getByLabel('Электрон рақамли имзо (E-IMZO)', { exact: true });
      await expect.poll(() => eimzo.isChecked()).toBe(true);
      await eimzo.click();
      await expect.poll(() => eimzo.isChecked()).toBe(false);
      await app.locator('input.pl-files__input').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await app.locator('img.pl-file__thumb').waitFor();
      await app.getByRole('button', { name: 'Сақлаш' }).click();
      await app.getByText('Маълумотлар сақланди').first().waitFor();
      await app.locator('img.pl-sidebar__logo').waitFor();

      // After: a fresh sign-in page shows the logo and no longer offers the signature; the server refuses it too.
      const after = await newPage(live.browser, `${live.server.url}/auth/user`);
      await after.page.locator('img.pl-auth__logo').waitFor();
      await after.page.getByLabel('Логин', { exact: true }).waitFor();
      expect(await after.page.getByRole('tab', { name: 'Электрон рақамли имзо' }).count()).toBe(0);
      const challenge = await fetch(`${live.server.url}/api/auth/e-imzo`);
      expect(challenge.status).toBe(404);
    },
  );
});
