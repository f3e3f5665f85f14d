import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_REGIONS } from '../../server/seed/demoRegions';
import { eventually, formCall, formView, openForm, PASSWORDS, realErrors } from './support/formPage';
import { liveServer } from './support/liveServer';
import { parseNumber } from './support/parseNumber';
import { signInAs } from './support/signInAs';
import { tableGrid } from './support/tableGrid';

const APPEAL = 'Мурожаат';
const APPEALS = 'Барча мурожаатлар';
const SAVED = 'Маълумотлар сақланди';
const STALE = 'Ёзув бошқа фойдаланувчи томонидан ўзгартирилган. Саҳифани янгилаб, қайта уриниб кўринг.';
const SAMARKAND = DEMO_REGIONS.find((region) => region.name === 'Самарқанд вилояти')!;

/** Signs in as the user and opens the appeals registry, waiting for its first rows. */
async function openRegistry(browser: Browser, url: string) {
  const opened = await signInAs(browser, url, 'user', PASSWORDS.user, '/tables/appeals');
  const app = opened.page.locator('platon-app');
  const table = tableGrid(app, APPEALS);
  await table.rows.first().waitFor();
  return { ...opened, app, table };
}

describe('server-defined forms in the app (/forms/{name}/{id?}, docs/behaviour.md §5)', () => {
  const live = liveServer();

  it('a user files a new appeal from the menu, finds it in the registry, opens it and saves it twice more', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const number = `E2E-${stamp}`;
    const applicant = `Синовжон Тестов ${stamp}`;
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'user', PASSWORDS.user, '/');
    page.setDefaultTimeout(10_000);
    const app = page.locator('platon-app');
    await app.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Янги мурожаат', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/forms/appeals');
    const view = formView(app, APPEAL);
    await view.form.waitFor();

    await view.textbox('Рақами').fill(number);
    await view.form.getByRole('combobox', { name: 'Мурожаатчи', exact: true }).fill(applicant);
    // The district waits for a region, then offers only that region's districts.
    expect(await view.select('Туман').isDisabled()).toBe(true);
    await view.choose('Ҳудуд', SAMARKAND.name);
    await eventually(() => view.select('Туман').isDisabled()).toBe(false);
    const districts = await view.options('Туман');
    expect([...districts].sort()).toEqual(SAMARKAND.districts.map(([name]) => `${name} тумани`).sort());
    const district = districts[1];
    await view.choose('Туман', district);
    await view.choose('Тоифа', 'Таълим');
    await view.choose('Ҳолат', 'Кўриб чиқилмоқда');
    await view.textbox('Мазмуни').fill('Мактаб томини таъмирлаш ҳақида');

    await view.tab('Қўшимча');
    const amount = view.textbox('Сумма');
    await amount.fill('');
    await amount.pressSequentially('1234567.5');
    const due = view.textbox('Муддати');
    await due.click();
    await due.pressSequentially('15.03.2026');

    const inserted = await formCall(page, 'POST', 'appeals', () => view.save());
    expect(inserted.status).toBe(201);
    await view.toast(SAVED);
    const id = inserted.body.data.id;
    expect(inserted.body.data.values).toMatchObject({ number, applicant, amount: 1234567.5, due_date: '2026-03-15' });

    // The registry finds it by the applicant's name; its number links to the record.
    await page.goto(`${live.server.url}/tables/appeals`);
    const table = tableGrid(app, APPEALS);
    await table.rows.first().waitFor();
    await (await table.filters()).getByRole('textbox', { name: 'Мурожаатчи' }).fill(applicant);
    await eventually(() => table.cells('Мурожаатчи')).toEqual([applicant]);
    expect(await table.cells('Рақами')).toEqual([number]);
    expect(await table.cells('Туман')).toEqual([district]);
    const link = (await table.cell('Рақами')).getByRole('link', { name: number });
    expect(await link.getAttribute('href')).toBe(`/forms/appeals/${id}`);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/forms/appeals/${id}`);

    const record = formView(app, APPEAL);
    // The tab last shown is remembered (saveStateKey): the record opens on 'Қўшимча'.
    const extraTab = record.form.getByRole('tab', { name: 'Қўшимча', exact: true });
    await eventually(() => extraTab.getAttribute('aria-selected')).toBe('true');
    await eventually(async () => parseNumber(await record.textbox('Сумма').inputValue())).toBe(1234567.5);
    expect(await record.textbox('Муддати').inputValue()).toBe('15.03.2026');
    await record.tab('Асосий');
    expect(await record.textbox('Рақами').inputValue()).toBe(number);
    expect(await record.form.getByRole('combobox', { name: 'Мурожаатчи', exact: true }).inputValue()).toBe(applicant);
    expect(await record.select('Ҳудуд').textContent()).toContain(SAMARKAND.name);
    expect(await record.select('Туман').textContent()).toContain(district);
    expect(await record.select('Тоифа').textContent()).toContain('Таълим');
    expect(await record.select('Ҳолат').textContent()).toContain('Кўриб чиқилмоқда');

    // Two edits in a row: each save carries the version the previous one returned.
    let version = inserted.body.data.version as number;
    for (const text of ['Биринчи тузатиш', 'Иккинчи тузатиш']) {
      await record.textbox('Мазмуни').fill(text);
      const updated = await formCall(page, 'PUT', 'appeals', () => record.save());
      expect(updated.status).toBe(200);
      expect(updated.body.data.version).toBe(version + 1);
      version = updated.body.data.version;
      await record.toast(SAVED);
    }
    expect(await record.form.getByRole('alert').filter({ hasText: STALE }).count()).toBe(0);
    await page.reload();
    await eventually(() => formView(app, APPEAL).textbox('Мазмуни').inputValue()).toBe('Иккинчи тузатиш');
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('a lost update is refused: the second saver sees the stale-record alert and keeps what they typed', async () => {
    const registry = await openRegistry(live.browser, live.server.url);
    const path = (await (await registry.table.cell('Рақами')).getByRole('link').getAttribute('href'))!;
    expect(path).toMatch(/^\/forms\/appeals\/\d+$/);
    await registry.close();

    const [a, b] = await Promise.all([
      openForm(live.browser, live.server.url, path, APPEAL),
      openForm(live.browser, live.server.url, path, APPEAL),
    ]);
    await eventually(() => a.view.textbox('Рақами').inputValue()).not.toBe('');
    await eventually(() => b.view.textbox('Рақами').inputValue()).not.toBe('');

    await a.view.textbox('Мазмуни').fill('Аввал сақланган матн');
    expect((await formCall(a.page, 'PUT', 'appeals', () => a.view.save())).status).toBe(200);
    await a.view.toast(SAVED);

    const typed = 'Кейин ёзилган матн';
    await b.view.textbox('Мазмуни').fill(typed);
    expect((await formCall(b.page, 'PUT', 'appeals', () => b.view.save())).status).toBe(409);
    const alert = b.view.form.getByRole('alert').filter({ hasText: STALE });
    await alert.waitFor();
    expect(await b.view.textbox('Мазмуни').inputValue()).toBe(typed);

    // Only the explicit reload replaces the typed text with the stored record; then a save goes through.
    await alert.getByRole('button', { name: 'Ёзувни қайта юклаш' }).click();
    await eventually(() => b.view.textbox('Мазмуни').inputValue()).toBe('Аввал сақланган матн');
    expect(await alert.count()).toBe(0);
    await b.view.textbox('Мазмуни').fill(typed);
    expect((await formCall(b.page, 'PUT', 'appeals', () => b.view.save())).status).toBe(200);
    await b.view.toast(SAVED);

    expect(realErrors(a.consoleErrors)).toEqual([]);
    // B's refused save is a 409 the browser reports on its own; nothing else went wrong.
    expect(realErrors(b.consoleErrors).filter((line) => !/409/.test(line))).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('uploads a PDF to the attachments with progress, previews, downloads and keeps it; deletes only on yes; refuses an .exe named .pdf', async () => {
    const registry = await openRegistry(live.browser, live.server.url);
    const path = (await (await registry.table.cell('Рақами', 1)).getByRole('link').getAttribute('href'))!;
    expect(path).toMatch(/^\/forms\/appeals\/\d+$/);
    await registry.close();
    const { page, view, consoleErrors, close } = await openForm(live.browser, live.server.url, path, APPEAL);
    await eventually(() => view.textbox('Рақами').inputValue()).not.toBe('');
    await view.tab('Қўшимча');
    const files = view.form.getByRole('listitem');
    const chooseFile = async (name: string, buffer: Buffer) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        view.form.getByRole('button', { name: 'Иловалар Файлни танланг' }).click(),
      ]);
      await chooser.setFiles({ name, mimeType: 'application/pdf', buffer });
    };

    // Held for a moment on its way, so the uploading state can be seen.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/files/upload/form', async (route) => {
      await held;
      await route.continue();
    });
    await chooseFile('ariza.pdf', pdf);
    await view.form.getByRole('progressbar', { name: 'ariza.pdf' }).waitFor();
    release();
    const link = view.form.getByRole('link', { name: 'ariza.pdf', exact: true });
    await link.waitFor();
    expect(await view.form.getByRole('progressbar').count()).toBe(0);
    await page.unroute('**/api/files/upload/form');
    const item = files.filter({ hasText: 'ariza.pdf' });

    // Preview in the file dialog, then close it.
    await item.getByRole('button', { name: 'Кўриш' }).click();
    const preview = view.root.getByRole('dialog', { name: 'ariza.pdf' });
    await preview.waitFor();
    const href = (await link.getAttribute('href'))!;
    // The upload's signed address (docs/files.md): the id alone opens nothing.
    expect(href).toMatch(/\/api\/uploads\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    expect(await preview.locator('iframe').getAttribute('title')).toBe('ariza.pdf');
    expect(await preview.locator('iframe').getAttribute('src')).toBe(`${href}&inline=true`);
    await preview.getByRole('button', { name: 'Ёпиш' }).last().click();
    await eventually(() => preview.count()).toBe(0);

    // The download link answers the same bytes, as an attachment that must not be sniffed.
    const download = await page.request.get(new URL(href, page.url()).href);
    expect(download.status()).toBe(200);
    expect(download.headers()['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await page.request.get(new URL(href.split('?')[0]!, page.url()).href)).status()).toBe(404);
    expect(Buffer.compare(await download.body(), pdf)).toBe(0);
    // Whether the body says attachment or inline, the link itself asks the browser to save it under its name.
    expect(download.headers()['content-disposition']).toMatch(/^(attachment|inline); filename="ariza\.pdf"; filename\*=UTF-8''ariza\.pdf$/);
    expect(await link.getAttribute('download')).toBe('ariza.pdf');
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    expect(download.headers()['content-type']).toMatch(/^application\/pdf/);

    // Saved with the record, the file is there after a reload.
    expect((await formCall(page, 'PUT', 'appeals', () => view.save())).status).toBe(200);
    await view.toast(SAVED);
    await page.reload();
    await view.tab('Қўшимча');
    await link.waitFor();

    // Delete asks first: no keeps the file, yes removes it.
    const askDelete = async () => {
      await item.getByRole('button', { name: 'Ўчириш' }).click();
      const question = view.root.getByRole('alertdialog').filter({ hasText: 'Файлни ўчиришни хоҳлайсизми?' });
      await question.waitFor();
      return question;
    };
    const first = await askDelete();
    await first.getByRole('button', { name: 'Йўқ', exact: true }).click();
    await eventually(() => first.count()).toBe(0);
    expect(await link.count()).toBe(1);
    const second = await askDelete();
    await second.getByRole('button', { name: 'Ҳа', exact: true }).click();
    await eventually(() => link.count()).toBe(0);

    // A program renamed .pdf: the server looks at the content and refuses it with its own message.
    await chooseFile('hisobot.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]));
    const refused = files.filter({ hasText: 'hisobot.pdf' });
    await refused.getByRole('alert').filter({ hasText: 'Файл мазмуни унинг турига мос келмайди' }).waitFor();
    expect(await view.form.getByRole('link', { name: 'hisobot.pdf' }).count()).toBe(0);
    await refused.getByRole('button', { name: 'Бекор қилиш' }).click();
    await eventually(() => refused.count()).toBe(0);

    // The browser reports the refused upload (415) on its own; nothing else went wrong.
    expect(realErrors(consoleErrors).filter((line) => !/415/.test(line))).toEqual([]);
    await close();
  });

  it('previews an uploaded PDF in the file dialog instead of downloading it (docs/behaviour.md §6 file preview)', async () => {
    const { page, view, close } = await openForm(live.browser, live.server.url, '/forms/appeals', APPEAL);
    await view.tab('Қўшимча');
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      view.form.getByRole('button', { name: 'Иловалар Файлни танланг' }).click(),
    ]);
    await chooser.setFiles({ name: 'korish.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await view.form.getByRole('link', { name: 'korish.pdf', exact: true }).waitFor();
    await view.form.getByRole('listitem').filter({ hasText: 'korish.pdf' }).getByRole('button', { name: 'Кўриш' }).click();
    await view.root.getByRole('dialog', { name: 'korish.pdf' }).waitFor();
    // Chromium shows an inline PDF in its viewer (an extension frame); an attachment it saves instead.
    const viewer = () => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'));
    await eventually(() => downloads.length > 0 || viewer()).toBe(true);
    expect(
      downloads,
      'Opening the preview of a PDF started a download and left the dialog empty: /api/uploads/files/{id} answers ' +
        '"Content-Disposition: attachment" for every non-image, so the preview iframe cannot show it',
    ).toEqual([]);
    expect(viewer()).toBe(true);
    await close();
  });
});
