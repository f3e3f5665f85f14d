import { open } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';
import { tableGrid } from './support/tableGrid';

const APPEALS = 'Барча мурожаатлар';

/**
 * Issue 14: all 100,000 demo appeals exported as a background job, in Chromium against the built server. The
 * export dialog starts the job, the top bar shows it working, the page is reloaded mid-job, and `/async`
 * shows its progress and, once done, downloads the workbook.
 */
describe('background jobs and /async (issue 14)', () => {
  const live = liveServer();

  it('exports 100,000 appeals as a job that survives a reload and downloads from /async', { timeout: 180_000 }, async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/tables/appeals');
    try {
      const app = page.locator('platon-app');
      const table = tableGrid(app, APPEALS);
      await table.rows.first().waitFor();
      await expect.poll(() => table.total(), { timeout: 15_000 }).toBe(100_000);

      await table.screen.getByRole('button', { name: 'Экспорт' }).click();
      const dialog = app.getByRole('dialog', { name: 'Экспорт' });
      await dialog.getByRole('button', { name: 'Юклаб олиш' }).click();
      await dialog.getByText('Экспорт фонда давом этмоқда. Унинг ҳолати ва файли:').waitFor();
      await dialog.getByRole('button', { name: 'Ёпиш' }).first().click();

      // The top bar says a job works; the page is reloaded while it does.
      const indicator = app.getByRole('link', { name: 'Фон вазифалари: 1' });
      await indicator.waitFor({ timeout: 15_000 });
      await page.reload();
      await app.getByRole('link', { name: 'Фон вазифалари: 1' }).waitFor({ timeout: 20_000 });
      await app.getByRole('link', { name: 'Фон вазифалари: 1' }).click();
      await page.waitForURL(/\/async$/);

      const row = app.locator('tr.pl-async__row').filter({ hasText: APPEALS }).first();
      await row.waitFor();
      // Progress moves: rows done of the 100,000, read from the live page.
      await expect
        .poll(
          async () => (await row.getAttribute('data-status')) === 'done' || /\/\s*100\s?000 қатор/.test((await row.textContent()) ?? ''),
          { timeout: 30_000 },
        )
        .toBe(true);
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 150_000, interval: 500 }).toBe('done');
      await row.getByText('Экспорт тайёр').waitFor();
      // The job's end is announced even though it started before the reload.
      await app.getByText('Экспорт тайёр').first().waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: /^Юклаб олиш: appeals-\d{4}-\d{2}-\d{2}\.xlsx$/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^appeals-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const file = await open((await download.path())!);
      try {
        const { size } = await file.stat();
        const head = Buffer.alloc(4);
        await file.read(head, 0, 4, 0);
        expect(head.readUInt32LE(0)).toBe(0x04034b50); // a zip: an xlsx workbook
        expect(size).toBeGreaterThan(5 * 1024 * 1024); // 100,000 rows, not a page of them
      } finally {
        await file.close();
      }
      expect(await app.getByRole('link', { name: /^Фон вазифалари: / }).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
