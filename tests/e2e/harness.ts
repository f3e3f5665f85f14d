/**
 * Shared helpers for end-to-end tests: a real server built by `npm run build`, driven by a real Chromium.
 *
 * @example
 * const server = await startServer();
 * const browser = await launchBrowser();
 * const { page, consoleErrors } = await newPage(browser, `${server.url}/`);
 * await page.getByRole('button', { name: 'Sign in' }).click();
 * expect(consoleErrors).toEqual([]);
 * await browser.close();
 * await server.stop();
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';

export { startServer, type RunningServer } from '../../scripts/lib/server.mjs';

/** The browsers this test file launched and has not closed: a failed test's pages are reported from them. */
export const openBrowsers = new Set<Browser>();

/** Headless Debian Chromium (or CHROME_PATH) with the CI flags. Close it in afterAll. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far, in order; assert it is empty at the end of a test. */
  consoleErrors: string[];
  /** Closes the page's context (cookies, storage and all). */
  close(): Promise<void>;
}

/** Opens `url` in a fresh context (no shared cookies or storage) and records its console errors. */
export async function newPage(browser: Browser, url: string): Promise<OpenedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    // Chromium asks every origin for /favicon.ico on its own; a missing one is not the page's error.
    if (source.endsWith('/favicon.ico')) return;
    // "Failed to load resource" does not say which resource: add it.
    const text = message.text();
    consoleErrors.push(text.startsWith('Failed to load resource') ? `${text} (${source})` : text);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.goto(url);
  return { page, context, consoleErrors, close: () => context.close() };
}
