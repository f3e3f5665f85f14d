import { describe, expect, it } from 'vitest';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/**
 * Issue 15, SPEC §3: a table column's `headerComponent` (the seeded project component `urgentFlag` on the
 * appeals table's "Шошилинч" column) and a form element's own `css` (the kitchen sink's title field), drawn
 * under the page components' rules: the header component in its own shadow root with its CSS confined to it,
 * the element CSS confined to its cell.
 */
describe('header components and form element css', () => {
  const live = liveServer();

  it('draws the header component beside its title, and styles only the element that owns the css', { timeout: 180_000 }, async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/tables/appeals');
    try {
      const app = page.locator('platon-app');
      const header = app.locator('th', { has: page.locator('[data-header-component="urgentFlag"]') });
      await header.waitFor({ timeout: 30_000 });
      expect(await header.innerText()).toContain('Шошилинч');
      const flag = await header.locator('[data-header-component="urgentFlag"]').evaluate((host) => {
        const inner = host.shadowRoot?.querySelector('.flag');
        return inner ? { text: inner.textContent, background: getComputedStyle(inner).backgroundColor } : null;
      });
      expect(flag).toEqual({ text: '⚑', background: 'rgb(254, 226, 226)' });
      // The component's `.flag` rule stays in its shadow root.
      expect(await app.evaluate((host) => [...host.shadowRoot!.querySelectorAll('.flag')].length)).toBe(0);

      await page.goto(`${live.server.url}/forms/kitchen_sink`);
      const title = app.getByLabel('Сарлавҳа').first();
      const email = app.getByLabel('Электрон почта').first();
      await title.waitFor({ timeout: 30_000 });
      const cellStyle = (node: Element) => {
        const cell = node.closest('[data-element-id]')!;
        return { background: getComputedStyle(cell).backgroundColor, label: getComputedStyle(cell.querySelector('label')!).color };
      };
      const [titleStyle, emailStyle] = [await title.evaluate(cellStyle), await email.evaluate(cellStyle)];
      const styles = { title: titleStyle.background, titleLabel: titleStyle.label, email: emailStyle.background, emailLabel: emailStyle.label };
      expect(styles.title).toBe('rgb(254, 249, 195)');
      expect(styles.titleLabel).toBe('rgb(146, 64, 14)');
      expect(styles.email).not.toBe('rgb(254, 249, 195)');
      expect(styles.emailLabel).not.toBe('rgb(146, 64, 14)');
      // The kitchen sink's map asks for tiles from the internet, which these machines cannot reach.
      const errors = consoleErrors.filter((error) => !error.includes('tile.openstreetmap.org'));
      expect(errors, JSON.stringify(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
