import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';
import { tableGrid } from './support/tableGrid';

/** Polls until the expectation holds: data calls on two busy cores may take seconds. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

const APPEALS = 'Барча мурожаатлар';
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * Issue 13, the whole path in <platon-app>: menu links to the open table re-apply their presets, the
 * table's filters, sort and page live in the address, back and forward restore them, and a copied address
 * opens the same view.
 */
describe('a table’s state in the address', () => {
  const live = liveServer();

  it('follows the status submenu on an open table, writes page and sort, and restores them on back/forward', async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/tables/appeals');
    await page.setViewportSize({ width: 1400, height: 900 });
    const app = page.locator('platon-app');
    const table = tableGrid(app, APPEALS);
    await table.rows.first().waitFor();
    const menu = app.getByRole('navigation', { name: 'Меню' });
    const statusFilter = (await table.filters()).getByRole('button', { name: /^Ҳолат / });
    const statuses = async () => new Set(await table.cells('Ҳолат'));
    const page1 = await table.cells('Рақами');

    await menu.getByRole('button', { name: 'Ҳолат бўйича', exact: true }).click();
    await menu.getByRole('link', { name: /^Кўриб чиқилмоқда/ }).click();
    await eventually(() => query(page).status_id).toBe('2');
    await eventually(() => statusFilter.textContent()).toContain('Кўриб чиқилмоқда');
    await eventually(async () => [...(await statuses())]).toEqual(['Кўриб чиқилмоқда']);

    // Another submenu item on the same table replaces the preset.
    await menu.getByRole('link', { name: /^Ҳал этилган/ }).click();
    await eventually(() => query(page).status_id).toBe('3');
    await eventually(async () => [...(await statuses())]).toEqual(['Ҳал этилган']);
    expect(await statusFilter.textContent()).toContain('Ҳал этилган');

    // Sort and page go into the address, the preset and _mid stay.
    await table.header('Сумма').getByRole('button', { name: 'Сумма', exact: true }).click();
    await eventually(() => query(page).sort).toBe('amount');
    expect(query(page)).toMatchObject({ status_id: '3', order: 'asc' });
    expect(query(page)._mid).toBeTruthy();
    await table.screen.getByRole('button', { name: 'Саҳифа 2', exact: true }).click();
    await eventually(() => query(page).page).toBe('2');
    await eventually(async () => (await table.numbers())[0]).toBe(51);
    // The row numbers follow the page at once; the rows only once they arrive (the table is busy till then).
    await eventually(() => table.screen.locator('.pl-table[aria-busy]').count()).toBe(0);
    const sortedPage2 = await table.cells('Рақами');

    await page.goBack();
    await eventually(async () => (await table.numbers())[0]).toBe(1);
    expect(query(page).page).toBeUndefined();
    await page.goBack();
    await eventually(() => table.header('Сумма').getAttribute('aria-sort')).toBeNull();
    await eventually(async () => [...(await statuses())]).toEqual(['Ҳал этилган']);
    await page.goBack();
    await eventually(() => query(page).status_id).toBe('2');
    await eventually(async () => [...(await statuses())]).toEqual(['Кўриб чиқилмоқда']);
    await page.goBack();
    await eventually(() => query(page).status_id).toBeUndefined();
    await eventually(() => table.cells('Рақами')).toEqual(page1);
    expect(await statusFilter.textContent()).toContain('Танланг');

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await eventually(() => table.cells('Рақами')).toEqual(sortedPage2);
    expect(await table.header('Сумма').getAttribute('aria-sort')).toBe('ascending');

    // The address opens the same view on its own (a bookmark, a shared link).
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    await table.rows.first().waitFor();
    await eventually(() => table.cells('Рақами')).toEqual(sortedPage2);
    expect(await table.numbers().then((numbers) => numbers[0])).toBe(51);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
