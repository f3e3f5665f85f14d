import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { axeViolations } from './support/axeAudit';
import { liveServer } from './support/liveServer';

const app = (page: Page) => page.locator('platon-app');

async function open(live: ReturnType<typeof liveServer>, path: string, heading: string) {
  const opened = await newPage(live.browser, `${live.server.url}${path}`);
  await app(opened.page).getByRole('heading', { name: heading, level: 1 }).waitFor();
  // No sign-in and no platform layout: no sidebar.
  expect(await app(opened.page).locator('.pl-sidebar').count()).toBe(0);
  return opened;
}

/**
 * Issue 15: the six demo routes of docs/behaviour.md §1, opened without signing in against the built demo server, each
 * doing what it shows.
 */
describe('the demo routes (issue 15)', () => {
  const live = liveServer();

  it('/demo/code-editor switches the editor between languages', { timeout: 90_000 }, async () => {
    const { page, consoleErrors, close } = await open(live, '/demo/code-editor', 'Код муҳаррири');
    try {
      await app(page).locator('.pl-code[data-language="javascript"] .cm-content').waitFor();
      await app(page).getByLabel('Дастурлаш тили').selectOption('sql');
      const editor = app(page).locator('.pl-code[data-language="sql"] .cm-content');
      await editor.getByText('GROUP BY r.name').waitFor();
      // Coloured as SQL: keywords get the highlighter's class.
      await app(page).locator('.pl-code[data-language="sql"] .tok-keyword').first().waitFor();
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('-- e2e');
      await app(page).locator('[data-output="code"]').getByText('-- e2e').waitFor();
      // Accessibility as the shell's screens: axe-core finds no violation.
      expect(await axeViolations(page, '/demo/code-editor')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/demo/test-table logs the table’s events, a row click among them', { timeout: 90_000 }, async () => {
    const { page, consoleErrors, close } = await open(live, '/demo/test-table', 'Жадвал ҳодисалари');
    try {
      const log = app(page).getByRole('log');
      await log.locator('[data-event="platon-table-loaded"]').waitFor();
      await log.locator('[data-event="OnTableOpened"]').waitFor();
      await app(page).locator('table tbody tr[data-row-index]').first().click();
      await log.locator('[data-event="platon-table-row-click"]').waitFor();
      // Newest first: the click comes before the load that preceded it.
      const order = await log.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-event')));
      expect(order.indexOf('platon-table-row-click')).toBeLessThan(order.indexOf('platon-table-loaded'));
      // A sort: logged as one, and the table loads again.
      await app(page).locator('.pl-table__sort').filter({ hasText: 'Номи' }).first().click();
      await log.locator('[data-event="sort"]').waitFor();
      await app(page).locator('.pl-demo__log-head').getByRole('button', { name: 'Тозалаш' }).click();
      expect(await log.locator('li').count()).toBe(0);
      // Accessibility as the shell's screens: axe-core finds no violation.
      expect(await axeViolations(page, '/demo/test-table')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it(
    '/demo/test-events logs plugin events as they fire: sign-in, sign-out, an opened page, a form inserted, updated, read and deleted',
    { timeout: 90_000 },
    async () => {
      const { page, consoleErrors, close } = await open(live, '/demo/test-events', 'Плагин ҳодисалари');
      try {
        const log = app(page).getByRole('log');
        await app(page).getByRole('button', { name: 'Саҳифани очиш' }).click();
        await log.locator('[data-event="OnPageOpened"]').waitFor();
        await app(page).getByLabel('Логин', { exact: true }).fill('user');
        await app(page).getByLabel('Парол', { exact: true }).fill('user123');
        await app(page).getByRole('button', { name: 'Кириш', exact: true }).click();
        await log.locator('[data-event="AfterLogin"]').waitFor();
        await log.locator('[data-event="BeforeLogin"]').waitFor();

        // Signed in, the form may do everything: insert, update, read again, delete.
        await app(page).getByRole('button', { name: 'Формани очиш' }).click();
        await app(page).getByLabel('Сарлавҳа').first().fill('Ҳодисалар синови');
        await app(page).getByRole('tab', { name: 'Танлов' }).click();
        await app(page).getByLabel('Шартларга розиман').check();
        // The kitchen sink's own save button (with its shortcut), not a footer's.
        const save = app(page).getByRole('button', { name: /^Сақлаш/ });
        await save.click();
        await log.locator('[data-event="OnFormInsert"]').waitFor();
        await save.click();
        await log.locator('[data-event="OnFormUpdate"]').waitFor();
        await app(page).getByRole('button', { name: 'Сақланган ёзувни очиш' }).click();
        await log.locator('[data-event="OnFormRead"]').waitFor();
        await app(page).getByRole('button', { name: 'Ўчириш', exact: true }).click();
        await app(page).getByRole('button', { name: 'Ҳа', exact: true }).click();
        await log.locator('[data-event="OnFormDelete"]').waitFor();
        await app(page).getByRole('button', { name: 'Сақланган ёзувни очиш' }).waitFor({ state: 'detached' });

        await app(page).getByRole('button', { name: 'Чиқиш' }).click();
        await log.locator('[data-event="AfterLogout"]').waitFor();
        expect(await app(page).locator('[data-event-row="AfterLogin"] td').nth(1).textContent()).toBe('1');
        // Accessibility as the shell's screens: axe-core finds no violation.
        expect(await axeViolations(page, '/demo/test-events')).toEqual([]);
        // The kitchen sink's map asks for tiles from the internet, which these machines cannot reach.
        expect(consoleErrors.filter((error) => !error.includes('tile.openstreetmap.org'))).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it(
    '/demo/test-dynamic-components shows scoped CSS kept in, unscoped CSS reaching out, and scripts run',
    { timeout: 90_000 },
    async () => {
      const { page, consoleErrors, close } = await open(live, '/demo/test-dynamic-components', 'Динамик компонентлар');
      try {
        for (const check of ['scopedApplies', 'scopedStays', 'unscopedReaches', 'scriptsRan']) {
          await app(page).locator(`[data-check="${check}"][data-ok="true"]`).waitFor();
        }
        // As a user sees it: the scoped card is green, this page's own .demo-card is not, the unscoped rule outlines it.
        const scopedCard = app(page).locator('[data-component="scoped"] .demo-card');
        expect(await scopedCard.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(220, 252, 231)');
        expect(
          await app(page)
            .locator('[data-probe="outside-card"]')
            .evaluate((node) => getComputedStyle(node).backgroundColor),
        ).not.toBe('rgb(220, 252, 231)');
        expect(
          await app(page)
            .locator('[data-probe="outside-unscoped"]')
            .evaluate((node) => getComputedStyle(node).outlineStyle),
        ).toBe('dashed');
        await app(page).locator('[data-component="unscoped"] [data-script="ran"]').waitFor();
        // Accessibility as the shell's screens: axe-core finds no violation.
        expect(await axeViolations(page, '/demo/test-dynamic-components')).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('/demo/test-resizable resizes its panels by keyboard and mouse', { timeout: 90_000 }, async () => {
    const { page, consoleErrors, close } = await open(live, '/demo/test-resizable', 'Ўлчами ўзгарувчан панеллар');
    try {
      const divider = app(page).locator('[role="separator"][aria-controls="pl-demo-outer-left"]');
      expect(await divider.getAttribute('aria-valuenow')).toBe('30');
      await divider.focus();
      await page.keyboard.press('ArrowRight');
      expect(await divider.getAttribute('aria-valuenow')).toBe('32');
      await page.keyboard.press('Home');
      expect(await divider.getAttribute('aria-valuenow')).toBe('15');
      const box = (await divider.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 50);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 200, box.y + 50, { steps: 5 });
      await page.mouse.up();
      expect(Number(await divider.getAttribute('aria-valuenow'))).toBeGreaterThan(25);
      await app(page)
        .locator('[data-output="sizes"]')
        .getByText(`${await divider.getAttribute('aria-valuenow')}%`, { exact: false })
        .waitFor();
      // Accessibility as the shell's screens: axe-core finds no violation.
      expect(await axeViolations(page, '/demo/test-resizable')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/demo/vue-editor renders typed markdown and the rich text’s sanitised HTML', { timeout: 90_000 }, async () => {
    const { page, consoleErrors, close } = await open(live, '/demo/vue-editor', 'Матн муҳаррирлари');
    try {
      const markdown = app(page).locator('.pl-markdown .cm-content');
      await markdown.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n### Е2Е сарлавҳа\n\n**қалин**');
      const rendered = app(page).locator('[data-output="markdown"]');
      await rendered.getByRole('heading', { name: 'Е2Е сарлавҳа', level: 3 }).waitFor();
      // The heading can be drawn while the last line is still being typed: wait for the bold text as well.
      await rendered
        .locator('strong')
        .filter({ hasText: /^қалин$/ })
        .waitFor();
      expect(await rendered.locator('strong').last().textContent()).toBe('қалин');

      const rich = app(page).locator('.pl-richtext__content');
      await rich.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Янги матн');
      await app(page).locator('[data-output="rich-text-html"]').getByText('Янги матн', { exact: false }).waitFor();
      await app(page).locator('[data-output="rich-text"]').getByText('Янги матн', { exact: false }).waitFor();
      // Accessibility as the shell's screens: axe-core finds no violation.
      expect(await axeViolations(page, '/demo/vue-editor')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
