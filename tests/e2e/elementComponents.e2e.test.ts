import { describe, expect, it } from 'vitest';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/**
 * Issue 15, docs/behaviour.md §2: a table column's `headerComponent` (the seeded project component `urgentFlag` on the
 * appeals table's "Шошилинч" column) and a form element's own `css` and `js` (the kitchen sink's title
 * field), under the page components' rules: the header component in its own shadow root with its CSS
 * confined to it, the element CSS confined to its cell, and both scripts run as modules from the server
 * under its strict CSP (any violation would be a console error).
 */
describe('header components, form element css and scripts', () => {
  const live = liveServer();

  it(
    'draws the header component beside its title and runs its script; styles and scripts only the element that owns them',
    { timeout: 180_000 },
    async () => {
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
        // Its script ran: the flag says what it means, in the user's language.
        await page.waitForFunction(
          () => {
            const host = document.querySelector('platon-app')?.shadowRoot?.querySelector('[data-header-component="urgentFlag"]');
            return host?.shadowRoot?.querySelector('.flag')?.getAttribute('title') === 'Шошилинч';
          },
          undefined,
          { timeout: 15_000 },
        );
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
        const styles = {
          title: titleStyle.background,
          titleLabel: titleStyle.label,
          email: emailStyle.background,
          emailLabel: emailStyle.label,
        };
        expect(styles.title).toBe('rgb(254, 249, 195)');
        expect(styles.titleLabel).toBe('rgb(146, 64, 14)');
        expect(styles.email).not.toBe('rgb(254, 249, 195)');
        expect(styles.emailLabel).not.toBe('rgb(146, 64, 14)');

        // The title's own script counts its characters as they are typed, in its cell only.
        const counter = app.locator('[data-element-id] [data-title-count]');
        await counter.waitFor({ timeout: 15_000 });
        expect(await counter.count()).toBe(1);
        expect(await counter.innerText()).toBe('0 / 100');
        await title.pressSequentially('Салом');
        await expect.poll(() => counter.innerText()).toBe('5 / 100');
        expect(await title.evaluate((input) => input.closest('[data-element-id]')!.querySelector('[data-title-count]') !== null)).toBe(
          true,
        );
        // The kitchen sink's map asks for tiles from the internet, which these machines cannot reach.
        const errors = consoleErrors.filter((error) => !error.includes('tile.openstreetmap.org'));
        expect(errors, JSON.stringify(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
  );
  // Issue 43: an administrator read the counter as '0 / 10⚙' (the gear of the side-labelled phone field below it
  // rode in the room above its cell), and the phone's label stood beside its field while every other sat above.
  it(
    "keeps the title's counter clear of every gear and the phone's label above its field, at 1366 and 420 px",
    { timeout: 120_000 },
    async () => {
      const { page, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/forms/kitchen_sink');
      try {
        const app = page.locator('platon-app');
        for (const width of [1366, 420]) {
          await page.setViewportSize({ width, height: 850 });
          const counter = app.locator('[data-title-count]');
          await counter.waitFor({ timeout: 30_000 });
          // Polled: at 420 px the menu, with its own gears, is still sliding away after the resize.
          const overlaps = () =>
            counter.evaluate((node) => {
              const box = node.getBoundingClientRect();
              return [...(node.getRootNode() as ShadowRoot).querySelectorAll('[data-gear-link]')]
                .filter((gear) => gear.checkVisibility({ visibilityProperty: true }))
                .map((gear) => gear.getBoundingClientRect())
                .filter((gear) => gear.left < box.right && gear.right > box.left && gear.top < box.bottom && gear.bottom > box.top)
                .map((gear) => `${gear.left},${gear.top}`);
            });
          await expect.poll(overlaps, { message: `${width} px`, timeout: 5_000 }).toEqual([]);
          const phone = app.getByLabel('Телефон', { exact: true });
          const [label, input] = await phone.evaluate((node) => {
            const cell = node.closest('[data-element-id]')!;
            return [cell.querySelector('label')!.getBoundingClientRect().toJSON(), node.getBoundingClientRect().toJSON()] as DOMRect[];
          });
          expect(label.bottom, `${width} px`).toBeLessThanOrEqual(input.top);
          expect(Math.abs(label.left - input.left), `${width} px`).toBeLessThanOrEqual(2);
        }
      } finally {
        await close();
      }
    },
  );
});
