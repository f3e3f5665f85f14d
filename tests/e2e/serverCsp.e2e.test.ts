import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { realErrors } from './support/formPage';
import { liveServer } from './support/liveServer';
import { openEveryKitchenSinkTab } from './support/openEveryKitchenSinkTab';

/**
 * The server's own pages under the policy the server itself sends (no policy injected by the test): the
 * sign-in page, the app, a table and a form load with no `securitypolicyviolation` and no console error.
 */
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

describe('the reference server`s pages under their own Content-Security-Policy', () => {
  const live = liveServer();

  it('sign-in page, app, table and form: the strict policy arrives and nothing violates it', async () => {
    const { page, context, consoleErrors, close } = await newPage(live.browser, 'about:blank');
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener(
        'securitypolicyviolation',
        (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
        true,
      );
    });
    const policies: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') policies.push(response.headers()['content-security-policy'] ?? '(none)');
    });
    try {
      await page.goto(`${live.server.url}/auth/user?next=${encodeURIComponent('/')}`);
      await page.getByLabel('Логин', { exact: true }).fill('admin');
      await page.getByLabel('Парол', { exact: true }).fill('admin123');
      await page.getByRole('button', { name: 'Кириш', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/auth/user');
      await page
        .locator('platon-app')
        .getByRole('button', { name: /Администратор Тизим/ })
        .waitFor();
      expect(await violations(page)).toEqual([]);

      await page.goto(`${live.server.url}/tables/appeals`);
      await page.locator('tbody tr[data-row-index]').first().waitFor();
      await page.waitForTimeout(300);
      expect(await violations(page)).toEqual([]);

      const form = await openEveryKitchenSinkTab(page, live.server.url);
      await form.getByRole('tab', { name: 'Харита', exact: true }).click();
      await form.locator('.leaflet-container').first().waitFor();
      await page.waitForTimeout(300);
      expect(await violations(page)).toEqual([]);

      // Every document came with the server's strict policy.
      expect(policies.length).toBeGreaterThanOrEqual(4);
      for (const policy of policies) {
        expect(policy).toContain("script-src 'self';");
        expect(policy).toContain("style-src 'self';");
        expect(policy).toContain("frame-ancestors 'self'");
        expect(policy).not.toMatch(/unsafe-(inline|eval)/);
      }
      expect(realErrors(consoleErrors)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('may be framed by its own pages only (frame-ancestors self)', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/auth/user`);
    try {
      await page.locator('platon-auth').getByLabel('Логин', { exact: true }).waitFor();
      const frame = async (parent: string) => {
        await page.evaluate((url) => {
          document.querySelectorAll('iframe').forEach((node) => node.remove());
          const iframe = document.createElement('iframe');
          iframe.src = url;
          document.body.append(iframe);
        }, `${live.server.url}/auth/user?framed=${parent}`);
        await page.waitForTimeout(3000);
        const child = page.frames().find((candidate) => candidate.url().includes(`framed=${parent}`));
        return child ? child.locator('platon-auth').getByLabel('Логин', { exact: true }).count() : 0;
      };
      // Framed by a page of its own origin: the sign-in form shows.
      expect(await frame('self')).toBe(1);
      // Framed by a page of another origin (an opaque data: document): the browser refuses to show it.
      await page.goto(`data:text/html,<title>elsewhere</title>`);
      expect(await frame('data')).toBe(0);
    } finally {
      await close();
    }
  });
});
