import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';

/** The box of a locator, or a failure naming what was missing. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** What a visitor sees at 1366 and at 420 px: content off the window edges, under a header with the product name. */
async function expectFramed(page: Page, content: Locator) {
  for (const width of [1366, 420]) {
    await page.setViewportSize({ width, height: 800 });
    const header = page.locator('platon-app header');
    expect(await header.getByText('Platon', { exact: true }).isVisible()).toBe(true);
    const at = await box(content);
    expect(at.x).toBeGreaterThanOrEqual(12);
    expect(at.x + at.width).toBeLessThanOrEqual(width - 12);
    expect(at.y).toBeGreaterThanOrEqual((await box(header)).height);
  }
}

describe("a visitor's pages without the layout get the product's page frame (issue 13)", () => {
  const live = liveServer();

  it('shows the 404 of an unknown path (also under /demo/) big and readable, off the window edges, with the way home', async () => {
    for (const path of ['/no/such/place', '/demo/nothing-here']) {
      const { page, close } = await newPage(live.browser, `${live.server.url}${path}`);
      const app = page.locator('platon-app');
      const title = app.getByRole('heading', { name: 'Саҳифа топилмади' });
      await title.waitFor();
      const code = app.getByText('404', { exact: true });
      expect(parseFloat(await code.evaluate((node) => getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(64);
      await expectFramed(page, title);
      await expectFramed(page, app.getByRole('button', { name: 'Бош саҳифага' }));
      await close();
    }
  });

  it('frames the landing page a visitor sees at / (issue 43): the header with the product and the language picker', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/`);
    const app = page.locator('platon-app');
    const title = app.getByRole('heading', { name: 'Фуқаролар мурожаатлари реестри' });
    await title.waitFor();
    await expectFramed(page, title);
    expect(await app.getByRole('combobox', { name: 'Тил' }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it("frames the public form page and gives it a language picker that switches the page's language", async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/public/forms/public_appeal`);
    const app = page.locator('platon-app');
    const title = app.getByRole('heading', { name: 'Очиқ мурожаат' });
    await title.waitFor();
    await expectFramed(page, title);
    await expectFramed(page, app.getByRole('button', { name: 'Сақлаш' }));
    await app.getByRole('combobox', { name: 'Тил' }).selectOption('en');
    await app.getByRole('button', { name: 'Save', exact: true }).waitFor();
    // The form's own texts (an administrator's) follow the switch too, from the seed's translations.
    await app.getByRole('heading', { name: 'Public appeal' }).waitFor();
    expect(await app.getByRole('heading', { name: 'Очиқ мурожаат' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
