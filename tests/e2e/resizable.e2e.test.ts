import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axeAudit';
import { realErrors } from './support/formPage';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

const app = (page: Page) => page.locator('platon-app');
/** The divider between the left panel and the right column, and the one inside the right column. */
const mainDivider = (page: Page) => app(page).locator('[role="separator"][aria-controls="pl-rp-main-panel-1"]');
const sideDivider = (page: Page) => app(page).locator('[role="separator"][aria-controls="pl-rp-side-panel-2"]');
const savedLayout = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().includes('/api/user/layouts/resizable-page') && response.request().method() === 'PUT' && response.ok(),
  );

async function openPage(page: Page) {
  await app(page).getByRole('heading', { name: 'Ўлчами ўзгарувчан саҳифа', level: 1 }).waitFor();
  await mainDivider(page).waitFor();
}

/**
 * Issue 15: `/system/resizable-page` in Chromium against the built server: dividers moved by the mouse and by
 * the keyboard, a panel switched to another table, all kept for that user across a reload and in another
 * browser, while another user still sees the default.
 */
describe('the resizable page (issue 15)', () => {
  const live = liveServer();

  it('resizes by mouse and keyboard, switches a panel, and remembers it per user', { timeout: 180_000 }, async () => {
    const admin = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/system/resizable-page');
    const { page } = admin;
    try {
      await openPage(page);
      expect(await mainDivider(page).getAttribute('aria-valuenow')).toBe('55');
      expect(await mainDivider(page).getAttribute('aria-orientation')).toBe('vertical');
      expect(await sideDivider(page).getAttribute('aria-valuenow')).toBe('60');
      const panel = app(page).locator('#pl-rp-main-panel-1');
      const widthBefore = (await panel.boundingBox())!.width;

      // The mouse: drag the main divider 150 px to the right.
      const box = (await mainDivider(page).boundingBox())!;
      const saved = savedLayout(page);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 75, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 40, { steps: 5 });
      await page.mouse.up();
      await saved;
      const dragged = Number(await mainDivider(page).getAttribute('aria-valuenow'));
      expect(dragged).toBeGreaterThan(60);
      expect((await panel.boundingBox())!.width).toBeGreaterThan(widthBefore + 140);

      // The keyboard: the right column's divider down a step, then up a big one.
      const keysSaved = savedLayout(page);
      await sideDivider(page).focus();
      await page.keyboard.press('ArrowDown');
      expect(await sideDivider(page).getAttribute('aria-valuenow')).toBe('62');
      await page.keyboard.press('Shift+ArrowUp');
      expect(await sideDivider(page).getAttribute('aria-valuenow')).toBe('52');
      await keysSaved;

      // The third panel shows the regions table instead of the dashboard page.
      const picked = savedLayout(page);
      await app(page).getByRole('button', { name: 'Ўзгартириш: Саҳифа: Бошқарув панели' }).click();
      await app(page).getByLabel('Тури').selectOption('table');
      await app(page).getByLabel('Номи').fill('regions');
      await app(page).getByRole('button', { name: 'Кўрсатиш' }).click();
      await picked;
      await app(page)
        .locator('#pl-rp-side-panel-3 [data-panel-content="table:regions"]')
        .getByRole('heading', { name: 'Ҳудудлар' })
        .waitFor();

      // A reload, then another browser: the same layout for the same user.
      await page.reload();
      await openPage(page);
      expect(Number(await mainDivider(page).getAttribute('aria-valuenow'))).toBe(dragged);
      expect(await sideDivider(page).getAttribute('aria-valuenow')).toBe('52');
      await app(page)
        .locator('#pl-rp-side-panel-3 [data-panel-content="table:regions"]')
        .getByRole('heading', { name: 'Ҳудудлар' })
        .waitFor();
      const elsewhere = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/system/resizable-page');
      try {
        await openPage(elsewhere.page);
        expect(Number(await mainDivider(elsewhere.page).getAttribute('aria-valuenow'))).toBe(dragged);
        await app(elsewhere.page).locator('[data-panel-content="table:regions"]').waitFor();
      } finally {
        await elsewhere.close();
      }
      // The appeals form's map asks OpenStreetMap for tiles, which this machine cannot reach.
      expect(realErrors(admin.consoleErrors)).toEqual([]);
    } finally {
      await admin.close();
    }

    // Another user has the default.
    const user = await signInAs(live.browser, live.server.url, 'user', 'user123', '/system/resizable-page');
    try {
      await openPage(user.page);
      expect(await mainDivider(user.page).getAttribute('aria-valuenow')).toBe('55');
      expect(await sideDivider(user.page).getAttribute('aria-valuenow')).toBe('60');
      await app(user.page).locator('[data-panel-content="page:dashboard"]').waitFor();
      await app(user.page)
        .locator('[data-panel-content="table:appeals"] table tbody tr[data-row-index]')
        .first()
        .waitFor({ timeout: 60_000 });
      // Issue 43: each panel is named by its content's title, not the table's name...
      const bars = app(user.page).locator('.pl-resizable__what');
      await expect.poll(() => bars.allInnerTexts()).toEqual(['Жадвал Барча мурожаатлар', 'Форма Мурожаат', 'Саҳифа Бошқарув панели']);
      await app(user.page).getByRole('button', { name: 'Ўзгартириш: Жадвал: Барча мурожаатлар' }).waitFor();
      await app(user.page)
        .getByRole('separator', { name: 'Жадвал: Барча мурожаатлар ва Форма: Мурожаат, Саҳифа: Бошқарув панели орасидаги чегара' })
        .waitFor();
      // ...and the table's filters follow the panel's width: no label cut to 'Ра…', no toggle squeezed to 'рчаҲаЙўк'.
      const cut = await app(user.page).evaluate((host) =>
        [...host.shadowRoot!.querySelectorAll<HTMLElement>('.pl-resizable__content :is(.pl-filter__label, .pl-segmented__item)')]
          .filter((node) => node.scrollWidth > node.clientWidth + 1)
          .map((node) => node.textContent),
      );
      expect(cut).toEqual([]);
      expect(await app(user.page).locator('.pl-resizable__content .pl-segmented__item').count()).toBeGreaterThan(0);
      expect(await axeViolations(user.page, '/system/resizable-page')).toEqual([]);
      expect(realErrors(user.consoleErrors)).toEqual([]);
    } finally {
      await user.close();
    }
  });

  it('stacks the panels at 420 px', { timeout: 120_000 }, async () => {
    const user = await signInAs(live.browser, live.server.url, 'user', 'user123', '/system/resizable-page');
    try {
      await user.page.setViewportSize({ width: 420, height: 900 });
      await openPage(user.page);
      await expect.poll(() => mainDivider(user.page).getAttribute('aria-orientation')).toBe('horizontal');
      const first = (await app(user.page).locator('#pl-rp-main-panel-1').boundingBox())!;
      const second = (await app(user.page).locator('#pl-rp-main-side').boundingBox())!;
      expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    } finally {
      await user.close();
    }
  });
});
