import { describe, expect, it } from 'vitest';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/**
 * Issue 15: the technical-support line and the call-back widget in Chromium against the built server (the
 * demo's call24 settings): a user leaves a request from an allowed page, sees the support links in the
 * sidebar and on a 403 view; an administrator finds the request on /system/call24 and marks it called back.
 */
describe('the call-back line (issue 15)', () => {
  const live = liveServer();

  it(
    'takes a user’s request from an allowed page to /system/call24, where an administrator marks it called back',
    { timeout: 180_000 },
    async () => {
      const comment = `E2E ${Date.now()}`;
      const asUser = await signInAs(live.browser, live.server.url, 'user', 'user123', '/tables/appeals');
      try {
        const { page } = asUser;
        const app = page.locator('platon-app');
        // The support line in the sidebar: the phone as tel: with its digits, the chat in a new window.
        const sidebar = app.getByRole('complementary', { name: 'Ён панел' });
        const phone = sidebar.getByRole('link', { name: 'Қўнғироқ қилиш: +998 71 200 00 00' });
        expect(await phone.getAttribute('href')).toBe('tel:+998712000000');
        expect(await phone.textContent()).toContain('+998 71 200 00 00');
        const chat = sidebar.getByRole('link', { name: /Қўллаб-қувватлаш чати/ });
        expect(await chat.getAttribute('href')).toBe('https://t.me/platon_support');
        expect(await chat.getAttribute('target')).toBe('_blank');
        expect(await chat.getAttribute('rel')).toContain('noopener');

        const button = app.getByRole('button', { name: 'Қайта қўнғироқ' });
        await button.click();
        const dialog = app.getByRole('dialog', { name: 'Қайта қўнғироқ' });
        await dialog.waitFor();
        const phoneField = dialog.getByLabel('Телефон рақами');
        // Focus starts in the dialog's first field.
        await expect.poll(() => phoneField.evaluate((node) => node === (node.getRootNode() as ShadowRoot).activeElement)).toBe(true);
        await phoneField.fill('12-34');
        await dialog.getByRole('button', { name: 'Юбориш' }).click();
        await dialog.getByText('Телефон рақами нотўғри').waitFor();
        await dialog.getByText('Мавзуни танланг', { exact: true }).last().waitFor();

        // Escape closes it and focus goes back to the button.
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        await expect.poll(() => button.evaluate((node) => node === (node.getRootNode() as ShadowRoot).activeElement)).toBe(true);

        await button.click();
        await dialog.waitFor();
        await phoneField.fill('+998 90 123-45-67');
        await dialog.getByLabel('Мавзу').selectOption({ label: 'Маълумотлар' });
        await dialog.getByLabel('Изоҳ (ихтиёрий)').fill(comment);
        await dialog.getByRole('button', { name: 'Юбориш' }).click();
        await app.getByText('Сўровингиз қабул қилинди: тез орада сизга қўнғироқ қилишади').waitFor();
        await expect.poll(() => dialog.count()).toBe(0);

        // /async is not among the demo's pages: no widget there for an ordinary user.
        await page.goto(`${live.server.url}/async`);
        await app.getByRole('heading', { name: 'Фон вазифалари', level: 1 }).waitFor();
        expect(await app.getByRole('button', { name: 'Қайта қўнғироқ' }).count()).toBe(0);

        // The requests' page refuses a user without the permission, with the support line on the 403 view.
        await page.goto(`${live.server.url}/system/call24`);
        const denied = app.locator('.pl-error-view--denied');
        await denied.getByText('Бу саҳифа кўришга рўхсат берилмаган').waitFor();
        expect(await denied.getByRole('link', { name: 'Қўнғироқ қилиш: +998 71 200 00 00' }).getAttribute('href')).toBe(
          'tel:+998712000000',
        );
        expect(await denied.getByRole('link', { name: /Қўллаб-қувватлаш чати/ }).getAttribute('href')).toBe('https://t.me/platon_support');
        expect(asUser.consoleErrors.filter((text) => !text.includes('403'))).toEqual([]);
      } finally {
        await asUser.close();
      }

      const asAdmin = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/system/call24');
      try {
        const app = asAdmin.page.locator('platon-app');
        await app.getByRole('heading', { name: 'Қайта қўнғироқ сўровлари', level: 1 }).waitFor();
        const row = app.locator('tr.pl-call24-page__row').filter({ hasText: comment });
        await row.waitFor();
        expect(await row.textContent()).toContain('Алишер Навоий');
        expect(await row.getByRole('link', { name: '+998901234567' }).getAttribute('href')).toBe('tel:+998901234567');
        await row.getByText('/tables/appeals').waitFor();
        await row.getByRole('button', { name: /^Қўнғироқ қилинди деб белгилаш: #\d+$/ }).click();
        await app.getByText('Ҳолат ўзгартирилди').waitFor();
        // It left the "new" tab; under "called back" it says who handled it.
        await expect.poll(() => row.count()).toBe(0);
        await app
          .getByRole('group', { name: 'Ҳолат' })
          .getByRole('button', { name: /^Қўнғироқ қилинди/ })
          .click();
        await row.waitFor();
        expect(await row.textContent()).toContain('Администратор Тизим');
        expect(await row.locator('.pl-call24-page__status').textContent()).toBe('Қўнғироқ қилинди');
        expect(asAdmin.consoleErrors).toEqual([]);
      } finally {
        await asAdmin.close();
      }
    },
  );
  it('keeps the page’s end clear of the button, which folds to a round icon at 420 px (issue 43)', { timeout: 120_000 }, async () => {
    const asUser = await signInAs(live.browser, live.server.url, 'user', 'user123', '/tables/appeals');
    try {
      const { page } = asUser;
      const app = page.locator('platon-app');
      const button = app.getByRole('button', { name: 'Қайта қўнғироқ' });
      for (const [path, width, height] of [
        ['/tables/appeals', 1366, 850],
        ['/tables/appeals', 420, 800],
        ['/forms/kitchen_sink', 420, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${live.server.url}${path}`);
        await app.locator('main h1, main h2').first().waitFor();
        await button.waitFor();
        await page.waitForTimeout(1000);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(300);
        // What lies under the button once the page is scrolled to its end: hit-tested, so rows clipped by the
        // table's own scroller do not count.
        const covered = await app.evaluate((host) => {
          const root = host.shadowRoot!;
          const box = root.querySelector('.pl-call24__button')!.getBoundingClientRect();
          const found = new Set<string>();
          for (let x = box.left + 2; x < box.right; x += 8) {
            for (let y = box.top + 2; y < box.bottom; y += 8) {
              for (const node of root.elementsFromPoint(x, y)) {
                if (node.closest('.pl-call24')) continue;
                if (node.matches('a, button, input, select, textarea, label, td, th, p, li, h1, h2, h3, img, [role="tab"]')) {
                  found.add(`${node.tagName.toLowerCase()} ${(node.textContent ?? '').trim().slice(0, 30)}`);
                }
              }
            }
          }
          return [...found];
        });
        expect(covered, `${path} at ${width} px`).toEqual([]);
        const box = (await button.boundingBox())!;
        if (width < 600) {
          // Icon only, round, and still named.
          expect(box.width).toBeLessThanOrEqual(48);
          expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
        } else {
          expect(await button.innerText()).toContain('Қайта қўнғироқ');
        }
      }
    } finally {
      await asUser.close();
    }
  });
});
