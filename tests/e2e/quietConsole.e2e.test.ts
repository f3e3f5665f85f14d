import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAs } from './support/signInAs';
import { liveServer } from './support/liveServer';

/**
 * Every console message a page prints, whatever its type (log, info, warn, error, debug), plus uncaught
 * errors. Chromium's own request for /favicon.ico is not the page's.
 */
function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.location().url.endsWith('/favicon.ico')) return;
    lines.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`uncaught: ${error.message}`));
  return lines;
}

async function openQuietly(context: BrowserContext, url: string): Promise<{ page: Page; lines: string[] }> {
  const page = await context.newPage();
  const lines = recordConsole(page);
  await page.goto(url);
  return { page, lines };
}

/** Let late messages (a lazy chunk, a second render) arrive before the console is read. */
const settle = (page: Page) => page.waitForTimeout(500);

describe('a quiet console: a normal load of each element prints nothing', () => {
  const live = liveServer();

  it('<platon-auth>, <platon-table> and <platon-form> for an anonymous visitor', async () => {
    const context = await live.browser.newContext();
    try {
      const auth = await openQuietly(context, `${live.server.url}/auth/user`);
      await auth.page.locator('platon-auth').getByRole('button', { name: 'Кириш', exact: true }).waitFor();
      await settle(auth.page);
      // i18next's advertisement was printed here on every load.
      expect(auth.lines).toEqual([]);

      const table = await openQuietly(context, `${live.server.url}/examples/table-portal.html`);
      await table.page.locator('platon-table').locator('tbody tr[data-row-index]').first().waitFor();
      await settle(table.page);
      expect(table.lines).toEqual([]);

      const form = await openQuietly(context, `${live.server.url}/examples/partner-form.html`);
      await form.page.locator('platon-form').getByRole('button', { name: 'Сақлаш' }).waitFor();
      await settle(form.page);
      expect(form.lines).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('<platon-app> and <platon-page> for a signed-in user', async () => {
    const { context, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/');
    try {
      const app = await openQuietly(context, `${live.server.url}/`);
      // The skip link's navigation comes first and stays hidden until focused: wait for the sidebar's menu.
      await app.page.locator('platon-app').getByRole('navigation', { name: 'Меню' }).waitFor();
      await app.page.locator('platon-app').locator('tbody tr[data-row-index]').first().waitFor();
      await settle(app.page);
      expect(app.lines).toEqual([]);

      const page = await openQuietly(context, `${live.server.url}/examples/page.html`);
      await page.page.locator('platon-page').locator('.dashboard[data-state="live"]').waitFor();
      await settle(page.page);
      expect(page.lines).toEqual([]);
    } finally {
      await close();
    }
  });
});
