import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server.mjs';
import { startOidcProvider, type RunningProvider } from '../server/support/startOidcProvider';
import { startOneIdEmulator } from '../server/support/startOneIdEmulator';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { liveServer } from './support/liveServer';

const ONE_ID = { clientId: 'platon-oneid', clientSecret: 'oneid-secret-0123456789' };

interface World {
  server: RunningServer;
  browser: Browser;
}

/**
 * Local providers in each provider's shape, and the built server configured to use them (its port picked
 * first, so the providers know where to send people back to).
 */
function socialWorld(
  passwordPolicy: 'required' | 'optional' | 'none',
  shapes: readonly ('google' | 'keycloak' | 'linkedin' | 'ssv')[],
  withOneId = false,
): World {
  const world = {} as World;
  const running: RunningProvider[] = [];
  let oneId: { url: string; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const back = [`http://127.0.0.1:${port}/auth/user`];
    for (const shape of shapes) running.push(await startOidcProvider(shape, back));
    const env: Record<string, string> = { PORT: String(port), PLATON_OAUTH_PASSWORD_POLICY: passwordPolicy, PLATON_OAUTH_SIGNUP: 'create' };
    for (const [index, shape] of shapes.entries()) {
      const provider = running[index];
      const prefix = `PLATON_OAUTH_${shape.toUpperCase()}`;
      env[`${prefix}_CLIENT_ID`] = provider.clientId;
      env[`${prefix}_CLIENT_SECRET`] = provider.clientSecret;
      if (shape === 'keycloak')
        Object.assign(env, { [`${prefix}_URL`]: provider.issuer.replace(/\/realms\/test$/, ''), [`${prefix}_REALM`]: 'test' });
      else env[`${prefix}_ISSUER`] = provider.issuer;
    }
    if (withOneId) {
      oneId = await startOneIdEmulator({ ...ONE_ID, redirectUris: back }, [
        {
          username: 'jasur',
          password: 'jasur123',
          sub: 'x',
          email: 'jasur@oneid.uz',
          email_verified: false,
          name: 'Жасур Раҳимов',
          pin: '30505851234567',
        },
      ]);
      Object.assign(env, {
        PLATON_OAUTH_ONE_ID_CLIENT_ID: ONE_ID.clientId,
        PLATON_OAUTH_ONE_ID_CLIENT_SECRET: ONE_ID.clientSecret,
        PLATON_OAUTH_ONE_ID_URL: oneId.url,
      });
    }
    [world.server, world.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.stop();
    await Promise.all(running.map((provider) => provider.close()));
    await oneId?.close();
  });
  return world;
}

/** The person's part at the provider's page (ours, or the OneID stand-in's labels). */
async function signInAtProvider(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form[action$="/login"] button[type="submit"]').click();
}

async function startAt(world: World, button: string, next = '/system/profile') {
  const opened = await newPage(world.browser, `${world.server.url}/auth/user?next=${encodeURIComponent(next)}`);
  await opened.page.getByRole('button', { name: button }).click();
  // The sign-in page has a username field too: wait until the provider's page is the one shown.
  await opened.page.waitForURL((url) => url.origin !== world.server.url);
  return opened;
}

describe('social and single sign-on with each of the five providers', () => {
  const world = socialWorld('optional', ['google', 'keycloak', 'linkedin', 'ssv'], true);

  for (const name of ['Google', 'Keycloak', 'LinkedIn', 'SSV', 'OneID']) {
    it(`${name}: signs in at the provider and comes back signed in as the linked account`, async () => {
      const { page, close } = await startAt(world, `${name} орқали кириш`);
      await signInAtProvider(page, 'jasur', 'jasur123');
      await page.waitForURL((url) => url.origin === world.server.url && url.pathname === '/system/profile', { timeout: 20_000 });
      // director: the organisation chooser, then the profile. The address kept no code or state.
      await page.getByRole('dialog', { name: 'Ташкилотни танланг' }).waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user')!).username)).toBe('director');
      await close();
    });
  }

  it('a new account gets the skippable set-password dialog', async () => {
    const { page, close } = await startAt(world, 'Keycloak орқали кириш', '/');
    await signInAtProvider(page, 'malika', 'malika123');
    const dialog = page.getByRole('dialog', { name: 'Паролни киритинг' });
    await dialog.waitFor();
    await dialog.getByLabel('Парол').fill('123');
    await dialog.getByRole('button', { name: 'Сақлаш' }).click();
    await dialog.getByText('Парол 6та дан кам бўлмаслиги керак').waitFor();
    await dialog.getByRole('button', { name: 'Ўтказиб юбориш' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('code='));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user')!).username)).toBe('malika');
    await close();
  });

  it('refuses an answer whose state this tab did not start, without asking the server', async () => {
    const { page, close } = await newPage(world.browser, `${world.server.url}/auth/user?code=stolen&state=forged`);
    let validated = false;
    page.on('request', (request) => (validated ||= request.url().includes('oauth2-validate')));
    await page.getByRole('alert').filter({ hasText: 'Хатолик' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(validated).toBe(false);
    await close();
  });
});

describe('the set-password dialog when the policy is required, and none when it is none', () => {
  const required = socialWorld('required', ['keycloak']);
  const none = socialWorld('none', ['keycloak']);

  it('required: no skipping; the chosen password then signs in', async () => {
    const { page, close } = await startAt(required, 'Keycloak орқали кириш', '/');
    await signInAtProvider(page, 'malika', 'malika123');
    const dialog = page.getByRole('dialog', { name: 'Паролни киритинг' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Ўтказиб юбориш' }).count()).toBe(0);
    await dialog.getByLabel('Парол').fill('Malika-2026');
    await dialog.getByRole('button', { name: 'Сақлаш' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const login = await fetch(`${required.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'malika', password: 'Malika-2026' }),
    });
    expect(login.status).toBe(200);
    await close();
  });

  it('none: straight in, no dialog', async () => {
    const { page, close } = await startAt(none, 'Keycloak орқали кириш', '/');
    await signInAtProvider(page, 'malika', 'malika123');
    await page.waitForURL((url) => url.origin === none.server.url && url.pathname === '/');
    await page.waitForFunction(() => localStorage.getItem('auth_user') !== null);
    expect(await page.getByRole('dialog', { name: 'Паролни киритинг' }).count()).toBe(0);
    await close();
  });
});

describe('the demo Keycloak of a plain demo start', () => {
  const live = liveServer();

  it('signs in through the server’s own demo provider as jasur, the director', async () => {
    const { page, close } = await newPage(live.browser, `${live.server.url}/auth/user?next=%2Fsystem%2Fprofile`);
    await page.getByRole('button', { name: 'Keycloak орқали кириш' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/demo-oidc/realms/demo/interaction/'));
    await page.getByText('jasur / jasur123').waitFor();
    await page.getByLabel('Username').fill('jasur');
    await page.getByLabel('Password').fill('jasur123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/system/profile');
    await page.getByRole('dialog', { name: 'Ташкилотни танланг' }).waitFor();
    await close();
  });
});
