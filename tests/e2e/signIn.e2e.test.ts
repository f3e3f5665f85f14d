import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';

const OTP_SECRET = 'JBSWY3DPEHPK3PXP';

function currentOtp(): string {
  return new TOTP({ secret: OTP_SECRET, digits: 6, period: 30 }).generate();
}

/** The signed-in app shows the user in its account menu button. */
function signedInAs(page: Page, fullName: string) {
  return page
    .locator('platon-app')
    .getByRole('button', { name: new RegExp(fullName) })
    .waitFor();
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Логин', { exact: true }).fill(username);
  await page.getByLabel('Парол', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Кириш', exact: true }).click();
}

describe('sign-in, as a user', () => {
  const live = liveServer();

  it('keeps the session when the start-up user load gets no answer (a page left mid-call, the network gone)', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/auth/user?next=%2F`);
    await signIn(page, 'user', 'user123');
    await signedInAs(page, 'Алишер Навоий');
    // The browser cancels a page's calls as it leaves; before, the user load's failure then ended the
    // session, and the next page found no token (seen as a flaky sign-out after a quick navigation).
    await page.route('**/api/user-info', (route) => route.abort('failed'));
    const refused = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/user-info'));
    await page.goto(`${live.server.url}/tables/appeals`, { waitUntil: 'commit' });
    await refused;
    // The guard, left without a user, goes to sign in; the token it came with is still there.
    await page.waitForURL((url) => url.pathname === '/auth/user');
    expect(await page.evaluate(() => Boolean(localStorage.getItem('auth_token')))).toBe(true);
    await page.unroute('**/api/user-info');
    // Back to the table: still signed in, so it opens (home would move on to the first table by itself).
    await page.goto(`${live.server.url}/tables/appeals`);
    await signedInAs(page, 'Алишер Навоий');
    expect(new URL(page.url()).pathname).toBe('/tables/appeals');
    await close();
  });

  it('sends a visitor to sign-in with next, then back to where they were', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/tables/appeals?page=2`);
    await page.waitForURL(/\/auth\/user\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/tables/appeals?page=2');
    await page.getByRole('heading', { name: 'Тизимга кириш' }).waitFor();
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(`${live.server.url}/tables/appeals?page=2`);
    await signedInAs(page, 'Администратор Тизим');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('/login redirects to the sign-in application', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/login?next=%2Fx`);
    expect(new URL(page.url()).pathname).toBe('/auth/user');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/x');
    await close();
  });

  it('shows the spec message for a wrong password and sends nothing for empty fields', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/auth/user`);
    let loginCalls = 0;
    page.on('request', (r) => r.url().endsWith('/api/auth/login') && loginCalls++);
    await page.getByRole('button', { name: 'Кириш', exact: true }).click();
    await page.getByText('Майдонни тўлдириш керак').first().waitFor();
    expect(loginCalls).toBe(0);
    await signIn(page, 'admin', 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Логин ёки пароль нотугри!' }).textContent()).resolves.toBe(
      'Логин ёки пароль нотугри!',
    );
    expect(loginCalls).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/auth/user');
    await close();
  });

  it('asks the otp account for its one-time code, signs in with it, and refuses the same code again', async () => {
    const first = await newPage(live.browser, `${live.server.url}/auth/user?next=%2F`);
    await signIn(first.page, 'otp', 'otp12345');
    const dialog = first.page.getByRole('dialog', { name: 'Бир марталик кодни тасдиқланг' });
    await dialog.waitFor();
    await dialog.getByLabel('Бир марталик код').fill('12');
    await dialog.getByRole('button', { name: 'Тасдиқлаш' }).click();
    await dialog.getByText('Код 6 та рақамдан иборат бўлиши керак').waitFor();

    const code = currentOtp();
    await dialog.getByLabel('Бир марталик код').fill(code);
    await dialog.getByRole('button', { name: 'Тасдиқлаш' }).click();
    await first.page.waitForURL(/\/tables\/appeals/);
    await signedInAs(first.page, 'Бобур Мирзо');
    await first.close();

    const second = await newPage(live.browser, `${live.server.url}/auth/user`);
    await signIn(second.page, 'otp', 'otp12345');
    const again = second.page.getByRole('dialog', { name: 'Бир марталик кодни тасдиқланг' });
    await again.getByLabel('Бир марталик код').fill(code);
    await again.getByRole('button', { name: 'Тасдиқлаш' }).click();
    await again.getByText('Бир марталик код нотўғри').waitFor();
    expect(await again.getByLabel('Бир марталик код').getAttribute('aria-invalid')).toBe('true');
    await second.close();
  });

  it('logs out after confirmation and the old token stops working', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/auth/user?next=%2F`);
    await signIn(page, 'user', 'user123');
    await signedInAs(page, 'Алишер Навоий');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token')!));
    await page
      .locator('platon-app')
      .getByRole('button', { name: /Алишер Навоий/ })
      .click();
    await page.locator('platon-app').getByRole('menuitem', { name: 'Чиқиш' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Тизимдан чиқишни хоҳлайсизми?').waitFor();
    await confirm.getByRole('button', { name: 'Ҳа' }).click();
    await page.waitForURL(/\/auth\/user/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const response = await fetch(`${live.server.url}/api/user-info`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    await close();
  });

  it('shares one session between two elements on a host page', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/examples/shared-session.html`);
    const app = page.locator('platon-app');
    await page.locator('platon-auth').getByLabel('Логин', { exact: true }).waitFor();
    await signIn(page, 'admin', 'admin123');
    // No reload: the app element picks up the session the auth element created.
    await app.getByRole('button', { name: /Администратор Тизим/ }).waitFor();
    await page.locator('platon-auth').getByText('Хуш келибсиз, Администратор Тизим').waitFor();
    expect(new URL(page.url()).pathname).toBe('/examples/shared-session.html');
    // Host CSS (a serif font forced with !important) does not reach inside the shadow roots.
    const style = await app.getByRole('button', { name: /Администратор Тизим/ }).evaluate((b) => {
      const { fontFamily, textTransform } = getComputedStyle(b);
      return { fontFamily, textTransform };
    });
    expect(style.fontFamily).not.toContain('Georgia');
    expect(style.textTransform).toBe('none');
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('switches the language from the query parameter and keeps the choice', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/auth/user?locale=ru`);
    await page.getByRole('heading', { name: 'Вход в систему' }).waitFor();
    await page.goto(`${live.server.url}/auth/user`);
    await page.getByRole('heading', { name: 'Вход в систему' }).waitFor();
    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await close();
  });
});

describe('tokens, as a user does not notice them', () => {
  // A 1 s reuse grace: the reuse below comes later than that, so it is theft, not two tabs racing.
  const live = liveServer({ PLATON_ACCESS_TTL: '3', PLATON_REFRESH_REUSE_GRACE: '1' });

  it('refreshes an expired access token without the user noticing, and refuses a reused refresh token', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/auth/user?next=%2F`);
    await signIn(page, 'admin', 'admin123');
    await signedInAs(page, 'Администратор Тизим');
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('refresh_token')!));
    // Counted from here: on a busy machine a call of the table the sign-in opened may already meet the
    // expired token during the wait, and the page refreshes it then, as it should.
    const refreshCalls: number[] = [];
    page.on('response', (r) => r.url().includes('/api/auth/refresh/token') && refreshCalls.push(r.status()));
    // Whole-second JWT expiry: wait past the 3 s lifetime whatever the sub-second start.
    await page.waitForTimeout(4100);

    await page.reload();
    await signedInAs(page, 'Администратор Тизим');
    expect(new URL(page.url()).pathname).toMatch(/^\/tables\/appeals/);
    expect(refreshCalls).toContain(200);
    expect(refreshCalls.every((status) => status === 200)).toBe(true);
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('refresh_token')!));
    expect(after).not.toBe(before);
    // The same device as the page, so the refusal below is for reuse and nothing else.
    const deviceId = await page.evaluate(() => JSON.parse(localStorage.getItem('device_id')!));
    await page.waitForTimeout(1100);

    const reused = await fetch(`${live.server.url}/api/auth/refresh/token`, {
      headers: { Authorization: `Bearer ${before}`, 'device-id': deviceId },
    });
    expect(reused.status).toBe(401);
    // Reuse revokes the whole family: the page's current refresh token is dead too.
    const successor = await fetch(`${live.server.url}/api/auth/refresh/token`, {
      headers: { Authorization: `Bearer ${after}`, 'device-id': deviceId },
    });
    expect(successor.status).toBe(401);

    // So when the access token expires again, the user is sent to sign-in with next.
    await page.waitForTimeout(4100);
    await page.reload();
    await page.waitForURL(/\/auth\/user\?next=%2Ftables%2Fappeals/);
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();
  });

  it('two tabs whose access tokens expire together both stay signed in, however often', async () => {
    const first = await newPage(live.browser, `${live.server.url}/auth/user?next=%2F`);
    await signIn(first.page, 'user', 'user123');
    await signedInAs(first.page, 'Алишер Навоий');
    const second = await first.context.newPage();
    await second.goto(`${live.server.url}/tables/appeals`);
    await signedInAs(second, 'Алишер Навоий');
    const refreshes: number[] = [];
    first.context.on('response', (r) => r.url().includes('/api/auth/refresh/token') && refreshes.push(r.status()));

    for (let round = 0; round < 2; round++) {
      await first.page.waitForTimeout(4100);
      await Promise.all([first.page.reload(), second.reload()]);
      await Promise.all([signedInAs(first.page, 'Алишер Навоий'), signedInAs(second, 'Алишер Навоий')]);
      expect(new URL(first.page.url()).pathname).not.toBe('/auth/user');
      expect(new URL(second.url()).pathname).toBe('/tables/appeals');
    }
    expect(refreshes.length).toBeGreaterThanOrEqual(2);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    // The session the tabs share is still alive: its current refresh token is not revoked as reused. (Its access token
    // may already have expired on a slow machine, three seconds being the point of this suite, so that is not asked.)
    const [refreshToken, deviceId] = await second.evaluate(() => [
      JSON.parse(localStorage.getItem('refresh_token')!),
      JSON.parse(localStorage.getItem('device_id')!),
    ]);
    const renewed = await fetch(`${live.server.url}/api/auth/refresh/token`, {
      headers: { Authorization: `Bearer ${refreshToken}`, 'device-id': deviceId },
    });
    expect(renewed.status).toBe(200);
    await first.close();
  });
});
