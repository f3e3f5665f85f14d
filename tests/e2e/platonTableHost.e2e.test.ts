import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO_REGIONS } from '../../server/seed/demoRegions';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';
import { tableGrid } from './support/tableGrid';

/** Polls until the expectation holds: data calls on two busy cores may take seconds, not the default 1 s. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

describe('<platon-table> on a legacy portal page (demo/examples/table-portal.html)', () => {
  const live = liveServer();

  it('shows a public table without sign-in, filters and exports it, and tells the host what it loaded', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/examples/table-portal.html`);
    const element = page.locator('platon-table');
    const table = tableGrid(element, 'Ҳудудлар');
    await table.rows.first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/examples/table-portal.html');
    expect(await table.cells('Номи')).toEqual(DEMO_REGIONS.map((region) => region.name));
    expect(await table.numbers()).toEqual(DEMO_REGIONS.map((_, i) => i + 1));
    // The host heard platon-table-loaded.
    await page.getByText(`Юкланди: ${DEMO_REGIONS.length} қатор, жами ${DEMO_REGIONS.length} та (1-саҳифа)`).waitFor();
    // No session, so no per-user column settings.
    expect(await table.screen.getByRole('button', { name: 'Устунлар созламалари' }).count()).toBe(0);
    // The portal's global CSS (Helvetica, upper case, padded cells) stays outside the shadow root.
    const style = await (
      await table.cell('Номи')
    ).evaluate((cell) => {
      const { fontFamily, textTransform, paddingTop } = getComputedStyle(cell);
      return { fontFamily, textTransform, paddingTop };
    });
    expect(style.fontFamily).not.toContain('Helvetica');
    expect(style.textTransform).toBe('none');
    expect(style.paddingTop).not.toBe('12px');

    const name = table.screen.getByRole('textbox', { name: 'Номи' });
    await name.fill('вилояти');
    await name.press('Enter');
    const regions = DEMO_REGIONS.filter((region) => region.name.includes('вилояти'));
    await eventually(() => table.cells('Номи')).toEqual(regions.map((region) => region.name));
    await page.getByText(`Юкланди: ${regions.length} қатор, жами ${regions.length} та (1-саҳифа)`).waitFor();

    await table.screen.getByRole('button', { name: 'Экспорт' }).click();
    const dialog = element.getByRole('dialog', { name: 'Экспорт' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Юклаб олиш' }).click()]);
    expect(download.suggestedFilename()).toBe('regions.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const names = workbook.worksheets[0].getColumn(2).values.filter((value) => typeof value === 'string');
    expect(names).toEqual(['Номи', ...regions.map((region) => region.name)]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('shows the error view, not data, for a table that is not public', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/examples/table-portal.html?name=appeals`);
    const element = page.locator('platon-table');
    await element.getByRole('alert').getByText('Саҳифа топилмади').waitFor();
    expect(await element.getByRole('table').count()).toBe(0);
    expect(await element.getByRole('grid').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/examples/table-portal.html');
    expect(await page.getByText(/^Юкланди:/).count()).toBe(0);
    // The only error is the browser's own line about the refused call.
    expect(consoleErrors.length).toBeGreaterThan(0);
    expect(consoleErrors.every((line) => /404.*\/api\/public\/tables\/appeals\?level=1/.test(line))).toBe(true);
    await close();
  });
  // Issue 43: the element took the viewport's height whatever room its host gave it, and ran out of a 400 px panel.
  it('fills a height its host gives it, rows scrolling inside; with none it keeps its own', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/examples/table-portal.html`);
    await page.setViewportSize({ width: 1366, height: 850 });
    const element = page.locator('platon-table');
    const rows = tableGrid(element, 'Ҳудудлар').rows;
    await rows.first().waitFor();
    const boxes = () =>
      element.evaluate((host) => {
        const scroll = host.shadowRoot!.querySelector('.pl-table__scroll')!;
        const screen = host.shadowRoot!.querySelector('.pl-table-screen')!;
        return {
          element: host.getBoundingClientRect().height,
          screen: screen.getBoundingClientRect().bottom - host.getBoundingClientRect().top,
          scrolls: scroll.scrollHeight > scroll.clientHeight,
        };
      });
    const own = await boxes();
    expect(own.element).toBeGreaterThan(500);

    // A 400 px panel the element fills (height: 100%), and a 300 px height set on the element itself. Set
    // through the style object: the server's CSP refuses style attributes.
    for (const [panel, style, height] of [
      ['400px', '100%', 400],
      ['auto', '300px', 300],
    ] as const) {
      await element.evaluate(
        (host, [panelHeight, elementHeight]) => {
          host.parentElement!.style.height = panelHeight;
          (host as HTMLElement).style.height = elementHeight;
        },
        [panel, style],
      );
      await eventually(boxes).toMatchObject({ element: height, scrolls: true });
      const filled = await boxes();
      // The pager and everything else stays inside the element, the rows scroll in what is left.
      expect(filled.screen, style).toBeLessThanOrEqual(height + 1);
      expect(filled.screen, style).toBeGreaterThan(height - 40);
    }

    // Given no height again, it takes its own again.
    await element.evaluate((host) => {
      host.parentElement!.style.height = '';
      (host as HTMLElement).style.height = '';
    });
    await eventually(async () => (await boxes()).element).toBeGreaterThan(500);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
