import ExcelJS from 'exceljs';
import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_REGIONS } from '../../server/seed/demoRegions';
import { signInAs } from './support/signInAs';
import { turnOnEditMode } from './support/editMode';
import { liveServer } from './support/liveServer';
import { liveServerOnData } from './support/liveServerOnData';
import { realErrors } from './support/formPage';
import { parseNumber } from './support/parseNumber';
import { tableGrid, type TableGrid } from './support/tableGrid';

/** Polls until the expectation holds: data calls on two busy cores may take seconds, not the default 1 s. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

const APPEALS = 'Барча мурожаатлар';
const BY_REGION = 'Ҳудудлар кесимида (2026 йил октябрь)';

/** Signs in, opens the table route and waits for its first rows. */
async function openTable(browser: Browser, url: string, path: string, title: string, who: 'user' | 'admin' = 'user') {
  const opened = await signInAs(browser, url, who, who === 'admin' ? 'admin123' : 'user123', path);
  const app = opened.page.locator('platon-app');
  const table = tableGrid(app, title);
  await table.rows.first().waitFor();
  return { ...opened, app, table };
}

/** Waits until the pager shows a settled count and returns it. */
async function settledTotal(table: TableGrid, differentFrom?: number): Promise<number> {
  await eventually(async () => {
    const total = await table.total();
    return total !== null && total !== differentFrom && !(await table.screen.locator('[aria-busy="true"]').count());
  }).toBe(true);
  return (await table.total())!;
}

const isSorted = (values: number[], order: 1 | -1) => values.every((value, i) => i === 0 || order * (value - values[i - 1]) >= 0);

describe('server-defined tables at /tables/{name} (docs/behaviour.md §4)', () => {
  const live = liveServer();

  it('shows header groups over their columns and 50 rows numbered 1..50, and sorts by header: asc, desc, none', async () => {
    const { consoleErrors, close, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    // 'Ариза' spans 'Рақами' and 'Мурожаатчи'; 'Молия' spans the money columns.
    const box = async (title: string) => (await table.header(title).boundingBox())!;
    const [group, first, last] = await Promise.all([box('Ариза'), box('Рақами'), box('Мурожаатчи')]);
    expect(group.y).toBeLessThan(first.y);
    expect(Math.abs(group.x - first.x)).toBeLessThan(2);
    expect(Math.abs(group.x + group.width - (last.x + last.width))).toBeLessThan(2);
    expect(await table.grid.getByRole('columnheader', { name: 'Молия', exact: true }).getAttribute('colspan')).toBe('4');
    expect(await table.numbers()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await settledTotal(table)).toBe(100_000);

    // The table opens in its default order, newest first, and its header says so.
    expect(await table.header('Сана').getAttribute('aria-sort')).toBe('descending');
    const firstNumber = (await table.cells('Рақами'))[0];
    const sortBy = (title: string) => table.header(title).getByRole('button', { name: title, exact: true }).click();
    const amounts = async () => (await table.cells('Сумма')).map(parseNumber);

    await sortBy('Сумма');
    await eventually(async () => isSorted(await amounts(), 1)).toBe(true);
    expect(await table.header('Сумма').getAttribute('aria-sort')).toBe('ascending');
    expect(await table.header('Сана').getAttribute('aria-sort')).toBeNull();
    const smallest = (await amounts())[0];

    await sortBy('Сумма');
    await eventually(async () => isSorted(await amounts(), -1)).toBe(true);
    expect(await table.header('Сумма').getAttribute('aria-sort')).toBe('descending');
    expect((await amounts())[0]).toBeGreaterThan(smallest);

    // Another column starts at ascending.
    await sortBy('Мурожаатчи');
    await eventually(() => table.header('Мурожаатчи').getAttribute('aria-sort')).toBe('ascending');
    expect(await table.header('Сумма').getAttribute('aria-sort')).toBeNull();
    await eventually(async () => isSorted(await amounts(), -1)).toBe(false);
    const ascending = (await table.cells('Мурожаатчи'))[0];
    await sortBy('Мурожаатчи');
    await eventually(async () => (await table.cells('Мурожаатчи'))[0]).not.toBe(ascending);
    expect(await table.header('Мурожаатчи').getAttribute('aria-sort')).toBe('descending');

    // The third click drops the sort: no header is marked and the rows come back in the default order.
    await sortBy('Мурожаатчи');
    await eventually(async () => (await table.cells('Рақами'))[0]).toBe(firstNumber);
    expect(await table.grid.locator('[aria-sort]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('fills a 1366x850 screen with at least ten rows: nine filters start folded, applied ones show as removable chips', async () => {
    const { page, consoleErrors, close, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.reload();
    await table.rows.first().waitFor();
    await table.whole();
    expect(await table.filtersToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await table.screen.getByRole('search', { name: 'Фильтрлар' }).isVisible()).toBe(false);
    const fit = await table.grid.evaluate((grid) => {
      const scroller = grid.parentElement!.getBoundingClientRect();
      const rows = [...grid.querySelectorAll('tbody tr[data-row-index]')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= scroller.top && box.bottom <= Math.min(scroller.bottom, innerHeight);
      });
      const pager = (grid.getRootNode() as ShadowRoot).querySelector('.pl-pager')!.getBoundingClientRect();
      return { rows: rows.length, under: innerHeight - pager.bottom, pageScrolls: document.documentElement.scrollHeight > innerHeight };
    });
    expect(fit.rows).toBeGreaterThanOrEqual(10);
    // Only the layout's padding is left under the pager, and the rows are the one scroller.
    expect(fit.under).toBeLessThanOrEqual(30);
    expect(fit.pageScrolls).toBe(false);

    // A status preset by the address shows as a chip; removing it reloads all the rows.
    await page.goto(`${live.server.url}/tables/appeals?status_id=2`);
    await table.rows.first().waitFor();
    const chips = table.screen.getByRole('list', { name: 'Қўлланган фильтрлар' });
    await eventually(() => chips.getByText('Ҳолат: Кўриб чиқилмоқда', { exact: true }).count()).toBe(1);
    expect(await chips.getByRole('listitem').count()).toBe(1);
    const some = await settledTotal(table);
    expect(some).toBeLessThan(100_000);
    await chips.getByRole('button', { name: 'Фильтрни олиб ташлаш: Ҳолат' }).click();
    expect(await settledTotal(table, some)).toBe(100_000);
    expect(await chips.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('pages: the next page numbers its rows 51..100, and a new page size starts again at page 1', async () => {
    const { consoleErrors, close, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    const pager = table.screen.getByRole('navigation', { name: 'Саҳифалар' });
    const page1 = await table.cells('Рақами');
    // Numbers follow the page at once; the rows follow when the page arrives.
    await pager.getByRole('button', { name: 'Кейинги саҳифа' }).click();
    await eventually(() => table.cells('Рақами')).not.toEqual(page1);
    expect(await table.numbers()).toEqual(Array.from({ length: 50 }, (_, i) => i + 51));
    expect(await pager.getByRole('button', { name: 'Саҳифа 2', exact: true }).getAttribute('aria-current')).toBe('page');
    const page2 = await table.cells('Рақами');
    expect(page2.filter((number) => page1.includes(number))).toEqual([]);

    await pager.getByLabel('Саҳифадаги қаторлар сони').selectOption('20');
    await eventually(() => table.numbers()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await pager.getByRole('button', { name: 'Саҳифа 1', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await table.cells('Рақами')).toEqual(page1.slice(0, 20));
    await pager.getByRole('button', { name: 'Саҳифа 3', exact: true }).click();
    await eventually(() => table.cells('Рақами')).not.toEqual(page1.slice(0, 20));
    expect(await table.numbers()).toEqual(Array.from({ length: 20 }, (_, i) => i + 41));
    expect(await pager.getByRole('button', { name: 'Саҳифа 3', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await table.total()).toBe(100_000);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('filters by text, by a region and its related district, by a date range and an amount range; clearing restores', async () => {
    const { consoleErrors, close, app, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    const filters = await table.filters();
    const all = await settledTotal(table);
    expect(all).toBe(100_000);

    await filters.getByRole('textbox', { name: 'Мурожаатчи' }).fill('Эргашев');
    const byName = await settledTotal(table, all);
    expect(byName).toBeLessThan(all);
    expect(byName).toBeGreaterThan(0);
    expect((await table.cells('Мурожаатчи')).every((name) => name.includes('Эргашев'))).toBe(true);

    // The district select waits for a region, then offers only that region's districts.
    const district = filters.getByRole('button', { name: /^Туман / });
    expect(await district.isDisabled()).toBe(true);
    await filters.getByRole('button', { name: /^Ҳудуд / }).click();
    await app.getByRole('listbox').getByRole('option', { name: 'Самарқанд вилояти', exact: true }).click();
    const inRegion = await settledTotal(table, byName);
    expect(inRegion).toBeLessThan(byName);
    expect(new Set(await table.cells('Ҳудуд'))).toEqual(new Set(['Самарқанд вилояти']));
    expect(await district.isDisabled()).toBe(false);
    await district.click();
    const options = await app.getByRole('listbox').getByRole('option').allTextContents();
    const samarkand = DEMO_REGIONS.find((region) => region.name === 'Самарқанд вилояти')!;
    expect(options.map((option) => option.trim()).sort()).toEqual(samarkand.districts.map(([name]) => `${name} тумани`).sort());
    const chosen = (await table.cells('Туман'))[0];
    await app.getByRole('listbox').getByRole('option', { name: chosen, exact: true }).click();
    const inDistrict = await settledTotal(table, inRegion);
    expect(inDistrict).toBeLessThan(inRegion);
    expect(new Set(await table.cells('Туман'))).toEqual(new Set([chosen]));

    await filters.getByRole('button', { name: 'Тозалаш', exact: true }).click();
    expect(await settledTotal(table, inDistrict)).toBe(all);
    expect(await district.isDisabled()).toBe(true);

    // A date range typed in the display format, one end at a time (a whole date applies at once): March 2025.
    await filters.getByRole('textbox', { name: 'Сана Бошланиши' }).fill('01.03.2025');
    const since = await settledTotal(table, all);
    expect(since).toBeLessThan(all);
    await filters.getByRole('textbox', { name: 'Сана Охири' }).fill('31.03.2025');
    const march = await settledTotal(table, since);
    expect(march).toBeLessThan(since);
    const dates = await table.cells('Сана');
    expect(dates.every((date) => /^\d\d\.03\.2025 /.test(date))).toBe(true);
    // Newest first, so the last day of the range is on top: the end day counts whole.
    expect(dates[0]).toMatch(/^31\.03\.2025 /);

    // An amount range on top of it, each end applied by Enter.
    const from = filters.getByRole('textbox', { name: 'Сумма Бошланиши' });
    await from.fill('1000000');
    await from.press('Enter');
    const large = await settledTotal(table, march);
    expect(large).toBeLessThan(march);
    expect((await table.cells('Сумма')).map(parseNumber).every((amount) => amount >= 1_000_000)).toBe(true);
    const to = filters.getByRole('textbox', { name: 'Сумма Охири' });
    await to.fill('2000000');
    await to.press('Enter');
    const ranged = await settledTotal(table, large);
    expect(ranged).toBeLessThan(large);
    expect((await table.cells('Сумма')).map(parseNumber).every((amount) => amount >= 1_000_000 && amount <= 2_000_000)).toBe(true);
    expect(await table.rows.count()).toBe(Math.min(50, ranged));

    await filters.getByRole('button', { name: 'Тозалаш', exact: true }).click();
    expect(await settledTotal(table, ranged)).toBe(all);
    expect(await filters.getByRole('textbox', { name: 'Сумма Охири' }).inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it("says 'Жадвалда маълумот йўқ' when a filter matches nothing", async () => {
    const { consoleErrors, close, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    await (await table.filters()).getByRole('textbox', { name: 'Мурожаатчи' }).fill('Йўқ Бундай Одам');
    await table.grid.getByText('Жадвалда маълумот йўқ').waitFor();
    expect(await table.rows.count()).toBe(0);
    expect(await settledTotal(table, 100_000)).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('keeps hidden and renamed columns across a reload (saved per user), and reset brings them back', async () => {
    const { page, consoleErrors, close, app, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    const settings = () => app.getByRole('dialog', { name: 'Устунлар созламалари' });
    const saved = () => page.waitForResponse((response) => response.url().endsWith('/api/user/column') && response.ok());
    await table.screen.getByRole('button', { name: 'Устунлар созламалари' }).click();
    await settings().getByRole('checkbox', { name: 'Телефон', exact: true }).uncheck();
    await settings().getByRole('textbox', { name: 'Сарлавҳа: Мурожаатчи' }).fill('Ариза берувчи');
    await Promise.all([saved(), settings().getByRole('button', { name: 'Сақлаш' }).click()]);
    expect(await settings().count()).toBe(0);
    await table.header('Ариза берувчи').waitFor();
    expect(await table.header('Телефон').count()).toBe(0);
    expect(await table.header('Мурожаатчи').count()).toBe(0);

    await page.reload();
    await table.rows.first().waitFor();
    await table.header('Ариза берувчи').waitFor();
    expect(await table.header('Телефон').count()).toBe(0);
    expect((await table.cells('Ариза берувчи')).every(Boolean)).toBe(true);

    await table.screen.getByRole('button', { name: 'Устунлар созламалари' }).click();
    expect(await settings().getByRole('checkbox', { name: 'Телефон', exact: true }).isChecked()).toBe(false);
    await Promise.all([saved(), settings().getByRole('button', { name: 'Асл ҳолатига қайтариш' }).click()]);
    await table.header('Телефон').waitFor();
    await page.reload();
    await table.rows.first().waitFor();
    await table.header('Мурожаатчи').waitFor();
    expect(await table.header('Телефон').count()).toBe(1);
    expect(await table.header('Ариза берувчи').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('exports the filtered table as an xlsx with its column titles and exactly the filtered rows', async () => {
    const { page, consoleErrors, close, app, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    const number = (await table.filters()).getByRole('textbox', { name: 'Рақами' });
    await number.fill('A-00012');
    await number.press('Enter');
    const total = await settledTotal(table, 100_000);
    expect(total).toBeGreaterThan(1);
    const shown = await table.cells('Рақами');
    expect(shown).toHaveLength(total);

    await table.screen.getByRole('button', { name: 'Экспорт' }).click();
    const dialog = app.getByRole('dialog', { name: 'Экспорт' });
    await dialog.getByText(APPEALS).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Юклаб олиш' }).click()]);
    expect(download.suggestedFilename()).toBe('appeals.xlsx');
    await eventually(() => dialog.count()).toBe(0);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const titles = rows[0].filter(Boolean);
    // Leaves under a header group carry the group's title.
    expect(titles.slice(0, 5)).toEqual(['Ариза / Рақами', 'Ариза / Шошилинч', 'Ариза / Мурожаатчи', 'Сана', 'Жойлашув / Ҳудуд']);
    expect(titles).toContain('Ҳолат');
    const records = rows.slice(1).filter((row) => typeof row[1] === 'string' && /^A-\d{6}$/.test(row[1]));
    expect(records).toHaveLength(total);
    expect(records.map((row) => row[1]).sort()).toEqual([...shown].sort());
    // The last line is the footer: the count of numbers in the 'Рақами' column.
    expect(rows[rows.length - 1][1]).toBe(total);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('keeps pinned columns in place while the middle scrolls, and pins nothing at 700 px', async () => {
    const { page, consoleErrors, close, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    // Wide enough to afford every pinned column (narrower grids pin fewer, see affordablePins).
    await page.setViewportSize({ width: 1920, height: 1000 });
    await eventually(() => table.header('Ҳолат').getAttribute('class')).toContain('pinned-right');
    // The totals come after the rows and their footer can widen columns: measure once they are in (a slow CI
    // run measured before they came, and the pinned 'Рақами' then stood 30 px further right).
    await settledTotal(table);
    // A sideways wheel over the first row, as a touchpad would scroll it.
    const scrollBy = async (dx: number) => {
      const row = (await table.rows.first().boundingBox())!;
      expect(row.y + row.height).toBeLessThan(page.viewportSize()!.height);
      await page.mouse.move(page.viewportSize()!.width / 2, row.y + row.height / 2);
      await page.mouse.wheel(dx, 0);
    };
    const x = async (cell: Locator) => (await cell.boundingBox())!.x;
    // Pinned left: '№' and the first two top-level columns (Ариза: Рақами, Мурожаатчи; Сана); right: Ҳолат and the buttons.
    const [number, date, region, status] = await Promise.all(['Рақами', 'Сана', 'Ҳудуд', 'Ҳолат'].map((title) => table.cell(title)));
    // Measured once the grid has settled at the new width (two reads a quarter second apart agree).
    const positions = () => Promise.all([number, date, region, status].map(x));
    let before = await positions();
    await eventually(async () => {
      const now = await positions();
      const settled = now.every((value, index) => Math.abs(value - before[index]!) < 0.5);
      before = now;
      return settled;
    }).toBe(true);
    await scrollBy(400);
    await eventually(() => x(region)).toBeLessThan(before[2] - 300);
    expect(await x(number)).toBeCloseTo(before[0], 0);
    expect(await x(date)).toBeCloseTo(before[1], 0);
    expect(await x(status)).toBeCloseTo(before[3], 0);
    // What scrolls goes under the pinned side, not over it: the pinned cell is the one seen at its place.
    const dateBox = (await date.boundingBox())!;
    expect(
      await date.evaluate(
        (cell, [px, py]) =>
          cell.getRootNode() instanceof ShadowRoot && (cell.getRootNode() as ShadowRoot).elementFromPoint(px, py) === cell,
        [dateBox.x + 5, dateBox.y + 5],
      ),
    ).toBe(true);

    await page.setViewportSize({ width: 700, height: 800 });
    await page.reload();
    await table.rows.first().waitFor();
    const narrow = await table.cell('Рақами');
    await narrow.scrollIntoViewIfNeeded();
    const narrowX = await x(narrow);
    await scrollBy(300);
    await eventually(() => x(narrow)).toBeLessThan(narrowX - 200);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it("follows a cell's link to its route", async () => {
    const { page, consoleErrors, close, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    const link = table.rows.first().getByRole('link', { name: /^A-\d{6}$/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/forms\/appeals\/\d+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    // The appeal form opens on the record (its map asks OpenStreetMap for tiles, which this machine cannot reach).
    await page.locator('platon-app').getByRole('heading', { name: 'Мурожаат', exact: true }).waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();
  });

  it('gives an administrator gear links on column headers that open the column form as a modal; a user gets none', async () => {
    const asUser = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS);
    expect(await asUser.table.screen.getByRole('link', { name: /^Таҳрирлаш: / }).count()).toBe(0);
    expect(asUser.consoleErrors).toEqual([]);
    await asUser.close();

    const { page, consoleErrors, close, app, table } = await openTable(live.browser, live.server.url, '/tables/appeals', APPEALS, 'admin');
    // In the edit mode (issue 43): off by default, an admin sees what a user sees.
    expect(await table.screen.getByRole('link', { name: /^Таҳрирлаш: / }).count()).toBe(0);
    await turnOnEditMode(page);
    const gear = table.header('Мурожаатчи').getByRole('link', { name: 'Таҳрирлаш: Мурожаатчи' });
    expect(await gear.getAttribute('href')).toMatch(/^\/forms\/table_columns\/\d+\?_target=modal$/);
    expect(await table.grid.getByRole('link', { name: 'Таҳрирлаш: Молия' }).count()).toBe(1);
    const filterGear = (await table.filters()).getByRole('link', { name: 'Таҳрирлаш: Ҳудуд' });
    expect(await filterGear.getAttribute('href')).toMatch(/^\/forms\/table_filters\/\d+\?_target=modal&table_name=appeals&table_level=1$/);
    await gear.click();
    await app.getByRole('dialog', { name: 'table_columns' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tables/appeals');
    expect(consoleErrors).toEqual([]);
    await close();
  });
});

/** The rows of a grouped body in drawing order: a group's header ("name (n)"), a data row, or a footer. */
async function bodyLines(table: TableGrid) {
  await table.whole();
  return table.grid.locator('tbody tr:not([aria-hidden="true"])').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...(row as HTMLTableRowElement).cells].map((cell) => (cell.textContent ?? '').trim());
      if (row.querySelector('th[scope="rowgroup"]')) return { kind: 'group' as const, cells };
      return { kind: row.hasAttribute('data-row-index') ? ('row' as const) : ('footer' as const), cells };
    }),
  );
}

describe('grouped tables with footers (docs/behaviour.md §4 grouping)', () => {
  // One more region with a single October appeal, whose district sorts first: a group of one record.
  const live = liveServerOnData([
    `INSERT INTO app.regions (id, name, name_la, lat, lng) VALUES (15, 'Синов ҳудуди', 'Sinov hududi', 41.3, 69.2)`,
    `INSERT INTO app.districts (id, region_id, name, name_la) VALUES (1001, 15, 'Аввал тумани', 'Avval tumani')`,
    `INSERT INTO app.appeals (id, number, applicant, region_id, district_id, category_id, status_id, amount, paid, created_at)
     VALUES (100001, 'A-100001', 'Синов Ягона Аризачи', 15, 1001, 1, 5, 1234.50, 0, timestamptz '2026-10-15 12:00:00+05')`,
  ]);

  it('draws a header per group, a group footer only under groups of more than one record, and the table footer', async () => {
    const { page, consoleErrors, close, app, table } = await openTable(
      live.browser,
      live.server.url,
      '/tables/appeals_by_region',
      BY_REGION,
    );
    // A tall window draws the first few groups whole, although the body is virtualized.
    await page.setViewportSize({ width: 1280, height: 2400 });
    const filters = await table.filters();
    const month = await settledTotal(table);
    await filters.getByRole('button', { name: /^Ҳолат / }).click();
    await app.getByRole('listbox').getByRole('option', { name: 'Рад этилган', exact: true }).click();
    const rejected = await settledTotal(table, month);
    await eventually(async () => (await bodyLines(table))[0]?.cells[0]).toBe('Синов ҳудуди (1)');

    const lines = await bodyLines(table);
    // The group of one record: its header, its row, and straight on to the next group.
    expect(lines.slice(0, 3).map((line) => line.kind)).toEqual(['group', 'row', 'group']);
    expect(lines[1].cells).toContain('A-100001');
    // The next group: n rows, then a footer counting them and summing their amounts.
    const [, name, count] = /^(.+) \((\d+)\)$/.exec(lines[2].cells[0])!;
    const n = Number(count);
    expect(n).toBeGreaterThan(1);
    const members = lines.slice(3, 3 + n);
    expect(members.every((line) => line.kind === 'row')).toBe(true);
    const footer = lines[3 + n];
    expect(footer.kind).toBe('footer');
    expect(lines[4 + n].kind).toBe('group');
    // Split rows leave out merged district cells, so amounts are read from the right: Сумма, Тўланган, Сана.
    const sum = members.reduce((total, line) => total + parseNumber(line.cells[line.cells.length - 3]), 0);
    expect(parseNumber(footer.cells[footer.cells.length - 3])).toBeCloseTo(sum, 2);
    expect(footer.cells).toContain(String(n));
    expect(name).not.toBe('Синов ҳудуди');

    // The table footer: more than one group.
    const tableFooter = table.grid.locator('tfoot');
    expect((await tableFooter.getByRole('row').allTextContents())[0]).toMatch(/^Жами/);
    expect(await tableFooter.getByText(String(rejected), { exact: true }).count()).toBe(1);

    // One group only: no table footer; a single record: no group footer either.
    await filters.getByRole('button', { name: /^Ҳудуд / }).click();
    await app.getByRole('listbox').getByRole('option', { name: 'Синов ҳудуди', exact: true }).click();
    await eventually(async () => (await bodyLines(table)).map((line) => line.kind)).toEqual(['group', 'row']);
    expect(await tableFooter.count()).toBe(0);
    await filters.getByRole('button', { name: /^Ҳудуд / }).click();
    await app.getByRole('listbox').getByRole('option', { name, exact: true }).click();
    await eventually(async () => (await bodyLines(table)).map((line) => line.kind)).toEqual(['group', ...Array(n).fill('row'), 'footer']);
    expect(await tableFooter.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
