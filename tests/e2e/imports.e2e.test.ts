import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { realErrors } from './support/formPage';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

const HEADERS = ['Рақами', 'Мурожаатчи', 'Телефон', 'Ҳудуд', 'Туман', 'Тоифа', 'Ҳолат', 'Сумма', 'Тўланган', 'Муддати', 'Мазмуни'];

/**
 * Issue 14: the import dialog of the appeals menu, in Chromium against the built server: the sample file
 * downloads and imports as it is; a file with bad rows shows the report and writes nothing; a good file's rows
 * show in the table.
 */
describe('import from a file (issue 14)', () => {
  const live = liveServer();

  it('downloads the sample, refuses a file with bad rows with its report, imports a good one into the table', async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/tables/appeals');
    const folder = await mkdtemp(path.join(tmpdir(), 'platon-e2e-import-'));
    try {
      const app = page.locator('platon-app');
      await app.getByRole('link', { name: 'Мурожаатларни импорт қилиш', exact: true }).click();
      const dialog = app.getByRole('dialog', { name: 'Маълумотларни импорт қилиш' });
      await dialog.getByText(/^Биринчи қаторда устунлар номи/).waitFor();
      const upload = dialog.getByRole('button', { name: 'Юклаш', exact: true });
      expect(await upload.isDisabled()).toBe(true);

      // The sample: three stored appeals in the import's columns; sent back as it is, it updates them.
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Намуна файл' }).click()]);
      const sample = path.join(folder, 'sample.xlsx');
      await download.saveAs(sample);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(sample);
      expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, ...HEADERS]);
      const [region, district, category, status] = [4, 5, 6, 7].map((column) => workbook.worksheets[0]!.getRow(2).getCell(column).value);

      // Bad rows: nothing is written, the report lists them.
      const bad = new ExcelJS.Workbook();
      const badSheet = bad.addWorksheet('Мурожаатлар');
      badSheet.addRow(HEADERS);
      badSheet.addRow(['E2E-IMP-1', 'Тўғри Исм', null, region, district, category, status, 5, 0, null, null]);
      badSheet.addRow(['E2E-IMP-2', 'Аб', null, region, district, category, status, -1, -1, null, null]);
      const badFile = path.join(folder, 'bad.xlsx');
      await writeFile(badFile, Buffer.from(await bad.xlsx.writeBuffer()));
      await dialog.getByLabel('Файлни танланг').setInputFiles(badFile);
      await upload.click();
      await dialog.getByRole('alert').filter({ hasText: 'Файлда 3 та хато топилди, ҳеч нарса ёзилмади' }).waitFor();
      const rows = dialog.locator('.pl-import__errors tbody tr');
      expect(await rows.count()).toBe(3);
      expect(await rows.first().textContent()).toBe('3МурожаатчиМайдонни узунлиги 3 та ёки ундан кўп бўлиши керак');
      // The report opens through a signed link asked for on the click (the bare id opens nothing: docs/files.md).
      const [report] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Хатолар билан файлни юклаб олиш' }).click(),
      ]);
      expect(report.url()).toMatch(/\/api\/uploads\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
      const reportFile = path.join(folder, 'report.xlsx');
      await report.saveAs(reportFile);
      const reportBook = new ExcelJS.Workbook();
      await reportBook.xlsx.readFile(reportFile);
      expect(reportBook.worksheets[0]!.getRow(1).values).toEqual([undefined, ...HEADERS, 'Хато']);

      // A good file: imported, the dialog closes, and the new appeal is found in the table.
      const good = new ExcelJS.Workbook();
      const goodSheet = good.addWorksheet('Мурожаатлар');
      goodSheet.addRow(HEADERS);
      goodSheet.addRow(['E2E-IMP-9', 'Импорт Қилинган', null, region, district, category, status, '1 250,5', 0, '01.12.2026', 'Файлдан']);
      const goodFile = path.join(folder, 'good.xlsx');
      await writeFile(goodFile, Buffer.from(await good.xlsx.writeBuffer()));
      await dialog.getByLabel('Файлни танланг').setInputFiles(goodFile);
      await upload.click();
      await app.getByText('Маълумотлар импорт қилинди').waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The newest appeal heads the table (sorted by its date, newest first).
      await page.goto(`${live.server.url}/tables/appeals`);
      const first = app.locator('table tbody tr[data-row-index]').first();
      await first.waitFor({ timeout: 60_000 });
      expect(await first.textContent()).toContain('Импорт Қилинган');
      expect(await app.getByText('Тўғри Исм').count()).toBe(0);
      expect(realErrors(consoleErrors).filter((line) => !/422/.test(line))).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await close();
    }
  }, 180_000);

  it('opens the import dialog over the homepage when /import/appeals is opened as an address (issue 43)', async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/import/appeals');
    try {
      const app = page.locator('platon-app');
      const dialog = app.getByRole('dialog', { name: 'Маълумотларни импорт қилиш' });
      await dialog.getByText(/^Биринчи қаторда устунлар номи/).waitFor();
      // Behind it the application with its menu, at the homepage, not a not-found page.
      await app.getByRole('complementary', { name: 'Ён панел' }).waitFor();
      await page.waitForURL((url) => !url.pathname.startsWith('/import/'));
      expect(await app.getByText('Саҳифа топилмади').count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(realErrors(consoleErrors)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
