import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';

/** PLATON_SESSION_COOKIE=1: the refresh token is an HttpOnly cookie; page scripts never see it. */
describe('session mode "cookie", as a user does not notice it', () => {
  const live = liveServer({ PLATON_SESSION_COOKIE: '1', PLATON_ACCESS_TTL: '3' });

  it('signs in, keeps no refresh token where scripts can read it, and refreshes an expired access token', async () => {
    const { page, context, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/auth/user?next=%2F`);
    try {
      await page.getByLabel('Логин', { exact: true }).fill('admin');
      await page.getByLabel('Парол', { exact: true }).fill('admin123');
      await page.getByRole('button', { name: 'Кириш', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/auth/user');
      const app = page.locator('platon-app');
      await app.getByRole('button', { name: /Администратор Тизим/ }).waitFor();

      const readable = () => page.evaluate(() => ({ storage: { ...localStorage }, cookie: document.cookie }));
      const seen = await readable();
      expect(seen.storage.auth_token).toBeTruthy();
      expect(seen.storage).not.toHaveProperty('refresh_token');
      expect(seen.cookie).not.toContain('platon_refresh');
      const cookie = (await context.cookies()).find((c) => c.name === 'platon_refresh');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/' });

      // Whole-second JWT expiry: wait past the 3 s lifetime, then load the app again.
      await page.waitForTimeout(4100);
      const refreshCalls: number[] = [];
      page.on('response', (r) => r.url().includes('/api/auth/refresh/token') && refreshCalls.push(r.status()));
      // The project info (which says the session is in a cookie) answers after the table's refused calls, as
      // it sometimes did in CI: the table waited for nothing then and stayed empty under the top bar.
      await page.route('**/api/info', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto(`${live.server.url}/tables/appeals`);
      await app.getByRole('button', { name: /Администратор Тизим/ }).waitFor();
      await page.locator('tbody tr[data-row-index]').first().waitFor();
      expect(refreshCalls).toEqual([200]);
      expect(new URL(page.url()).pathname).toBe('/tables/appeals');
      const after = await readable();
      expect(after.storage).not.toHaveProperty('refresh_token');
      expect(after.cookie).not.toContain('platon_refresh');
      const rotated = (await context.cookies()).find((c) => c.name === 'platon_refresh');
      expect(rotated?.value).toBeTruthy();
      expect(rotated?.value).not.toBe(cookie?.value);
      // The expired token's own 401 is how the refresh starts; nothing else may fail.
      expect(consoleErrors.filter((line) => !/status of 401/.test(line))).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);
});
