import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realErrors } from './support/formPage';
import { liveServer } from './support/liveServer';
import { openEveryKitchenSinkTab } from './support/openEveryKitchenSinkTab';

/**
 * A host page with no 'unsafe-inline' anywhere (issue 12). Map tiles come from OpenStreetMap, which a host
 * showing maps allows for images; this machine has no network, so those loads fail (see realErrors).
 */
// font-src 'self' only: the icon fonts are files beside the elements' chunks (src/ui/icons/fontAwesomeSet.ts).
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https://*.tile.openstreetmap.org; font-src 'self'";

/** Every document the browser loads from the server gets the strict policy, whatever the server sends. */
async function strictContext(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);

describe('under a strict CSP (style-src and script-src self, no unsafe-inline)', () => {
  const live = liveServer();

  it('signs in, shows a page with its CSS, every form control and a table, with no policy violation', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1400, height: 900 } });
    await strictContext(context);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    // As the harness does: a failed load names its resource, so realErrors can leave out the map tiles.
    page.on(
      'console',
      (message) => void (message.type() === 'error' && consoleErrors.push(`${message.text()} (${message.location().url})`)),
    );
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    try {
      await page.goto(`${live.server.url}/auth/user?next=${encodeURIComponent('/pages/dashboard')}`);
      await page.getByLabel('Логин', { exact: true }).fill('admin');
      await page.getByLabel('Парол', { exact: true }).fill('admin123');
      await page.getByRole('button', { name: 'Кириш', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/pages/dashboard');
      expect(await violations(page)).toEqual([]);

      // The menu's icons are drawn in the icon font, which came from the server as a file.
      const glyph = page.locator('nav .pl-glyph__icon').first();
      await glyph.waitFor();
      const iconFaces = () =>
        glyph.evaluate(() =>
          [...document.fonts].filter((face) => face.family.includes('Font Awesome')).map((face) => `${face.weight} ${face.status}`),
        );
      await expect.poll(iconFaces, { timeout: 10_000 }).toContain('900 loaded');
      expect(await glyph.evaluate((node) => getComputedStyle(node, '::before').fontFamily)).toContain('Font Awesome 6 Free');
      expect(await violations(page)).toEqual([]);

      // The page's own CSS and a scoped component's CSS both apply.
      await page.locator('.dashboard[data-state="live"]').waitFor();
      expect(await style(page, '.dashboard-note', 'border-left-color')).toBe('rgb(15, 118, 110)');
      expect(await style(page, '.dashboard .card', 'background-color')).toBe('rgb(224, 242, 254)');
      expect(await violations(page)).toEqual([]);

      // Every control type of the kitchen sink, tab by tab (the editors and the map load their chunks here).
      const form = await openEveryKitchenSinkTab(page, live.server.url);
      await form.locator('.pl-markdown .cm-editor').waitFor();
      await form.getByRole('tab', { name: 'Код', exact: true }).click();
      await form.locator('.pl-code .cm-editor').first().waitFor();
      // The editors' own sheets are adopted: CodeMirror's gutter and ProseMirror's white-space rule apply.
      expect(await style(page, '.pl-code .cm-editor', 'display')).toBe('flex');
      await form.getByRole('tab', { name: 'Харита', exact: true }).click();
      await form.locator('.leaflet-container').first().waitFor();
      expect(await style(page, '.leaflet-container', 'overflow')).toBe('hidden');
      // A date picker and a select's list: floating layers placed by script.
      await form.getByRole('tab', { name: 'Танлов', exact: true }).click();
      await form.getByRole('combobox', { name: /^Муҳимлиги/ }).click();
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      expect(await violations(page)).toEqual([]);

      await page.goto(`${live.server.url}/tables/appeals`);
      await page.locator('tbody tr[data-row-index]').first().waitFor();
      await page.waitForTimeout(300);
      expect(await violations(page)).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
