import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axeAudit';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/**
 * Issue 15: the user guide in Chromium against the built server, on the demo data: opened from the
 * sidebar's 'Фойдаланувчи қўлланмаси', section → subsection with the address following, a reload keeping
 * it, a search that finds a text and opens its instruction, the English content in English, an unknown
 * address, and the narrow layout.
 */
describe('the user guide (issue 15)', () => {
  const live = liveServer();

  it(
    'opens from the menu, navigates sections and subsections by address, keeps them on reload, and searches',
    { timeout: 120_000 },
    async () => {
      const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/tables/appeals');
      try {
        const app = page.locator('platon-app');
        await app
          .locator('[data-region="sidebar"]')
          .getByRole('link', { name: /^Фойдаланувчи қўлланмаси/ })
          .click();
        await page.waitForURL((url) => url.pathname === '/instructions');
        await app.getByRole('heading', { name: 'Йўриқномалар', level: 1 }).waitFor();
        // No section named: the first one is open and current.
        const article = app.getByRole('article');
        await article.getByRole('heading', { name: 'Ишни бошлаш', level: 2 }).waitFor();
        const nav = app.getByRole('navigation', { name: 'Йўриқнома бўлимлари' });
        expect(await nav.getByRole('link', { name: 'Ишни бошлаш' }).getAttribute('aria-current')).toBe('page');

        // Another section, then its subsection: the address names each.
        await nav.getByRole('link', { name: 'Жадваллар билан ишлаш' }).click();
        await page.waitForURL((url) => url.pathname === '/instructions/tables');
        await article.getByRole('heading', { name: 'Жадваллар билан ишлаш' }).waitFor();
        await nav.getByRole('link', { name: 'Филтрлар' }).click();
        await page.waitForURL((url) => url.pathname === '/instructions/tables/filters');
        await article.getByRole('heading', { name: 'Филтрлар' }).waitFor();
        await article.getByText('Тозалаш', { exact: false }).first().waitFor();
        expect(await nav.getByRole('link', { name: 'Филтрлар' }).getAttribute('aria-current')).toBe('page');
        expect(await nav.getByRole('link', { name: 'Жадваллар билан ишлаш' }).getAttribute('aria-current')).toBeNull();
        // The subsections of a section fold away with its button.
        const expand = nav.getByRole('button', { name: 'Мурожаатлар реестри' });
        expect(await expand.getAttribute('aria-expanded')).toBe('false');
        await expand.click();
        await nav.getByRole('link', { name: 'Мурожаат ҳолатлари' }).waitFor();

        // A reload opens the same subsection.
        await page.reload();
        await article.getByRole('heading', { name: 'Филтрлар' }).waitFor();
        expect(await nav.getByRole('link', { name: 'Филтрлар' }).getAttribute('aria-current')).toBe('page');
        // Back returns to the section.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/instructions/tables');
        await article.getByRole('heading', { name: 'Жадваллар билан ишлаш' }).waitFor();

        // The search finds a text inside a subsection's content and opens it.
        await app.getByLabel('Йўриқномалардан қидириш').fill('аутентификатор');
        const results = app.getByRole('region', { name: 'Қидирув натижалари' });
        const hit = results.getByRole('link', { name: 'Тизимга кириш' });
        await hit.waitFor();
        expect(await results.getByText(/аутентификатор иловаси/).count()).toBeGreaterThan(0);
        await hit.click();
        await page.waitForURL((url) => url.pathname === '/instructions/getting-started/sign-in');
        await article.getByRole('heading', { name: 'Тизимга кириш' }).waitFor();
        await article.getByText('admin123').waitFor();
        // The content (a table of accounts among it) passes axe-core.
        expect(await axeViolations(page, '/instructions/getting-started/sign-in')).toEqual([]);
        expect(await app.getByLabel('Йўриқномалардан қидириш').inputValue()).toBe('');
        expect(await results.count()).toBe(0);
        // Nothing found says so.
        await app.getByLabel('Йўриқномалардан қидириш').fill('йўқбундайсўз');
        await results.getByText('Натижа топилмади').waitFor();
        await app.getByLabel('Йўриқномалардан қидириш').fill('жадвал');
        await results.getByRole('link').first().waitFor();
        expect(await axeViolations(page, '/instructions search results')).toEqual([]);

        // An unknown address: the guide's own not-found message, and a way back.
        await page.goto(`${live.server.url}/instructions/tables/no-such-thing`);
        await app.getByRole('heading', { name: 'Йўриқнома топилмади' }).waitFor();
        await app.getByRole('link', { name: 'Биринчи бўлимга' }).click();
        await article.getByRole('heading', { name: 'Ишни бошлаш' }).waitFor();
        expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('shows the English content in English, and folds the sections above the content at 420 px', { timeout: 120_000 }, async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/instructions/appeals/statuses?locale=en');
    try {
      const app = page.locator('platon-app');
      const article = app.getByRole('article');
      await article.getByRole('heading', { name: 'Appeal statuses' }).waitFor();
      await article.getByText("The status is changed in the appeal's form.").waitFor();
      expect(await article.getByText('The appeals registry').count()).toBe(1);
      await app.getByLabel('Search the guide').fill('authenticator');
      await app.getByRole('region', { name: 'Search results' }).getByRole('link', { name: 'Signing in' }).click();
      await page.waitForURL((url) => url.pathname === '/instructions/getting-started/sign-in');
      await article.getByText('an ordinary user').waitFor();

      await page.setViewportSize({ width: 420, height: 900 });
      const toggle = app.getByRole('button', { name: 'Guide sections' });
      await toggle.waitFor();
      const nav = app.getByRole('navigation', { name: 'Guide sections' });
      expect(await nav.isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page, '/instructions at 420 px, sections open')).toEqual([]);
      await nav.getByRole('link', { name: 'Your profile' }).click();
      await page.waitForURL((url) => url.pathname === '/instructions/profile');
      await article.getByRole('heading', { name: 'Your profile' }).waitFor();
      // Chosen: the list folds away again, and the content fits the width.
      expect(await nav.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
    } finally {
      await close();
    }
  });
});
