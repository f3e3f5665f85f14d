import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/lib/postgresCluster.mjs';
import { createPasswordHasher } from '../../server/auth/createPasswordHasher';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { formView } from './support/formPage';
import { signInAs } from './support/signInAs';

/**
 * Issue 41, the parts of a production start that need two instances on one PostgreSQL (a deployment with more
 * than one; the embedded database has one server per folder): a setting an administrator changes in the form
 * on one instance shows on the other without a restart, and a user deactivated on one instance loses their
 * open session on the other at once. The first administrator comes from the environment of the first start.
 */
describe('two production instances on one database (issue 41)', () => {
  let cluster: { url: string; stop(): void };
  let first: RunningServer;
  let second: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const env = {
      DATABASE_URL: cluster.url,
      PLATON_DEMO: '0',
      PLATON_ARGON2_MEMORY_KIB: '1024',
      PLATON_ARGON2_PASSES: '1',
      PLATON_ADMIN_USERNAME: 'boss',
      PLATON_ADMIN_PASSWORD: 'Boss-pass-2026',
      // Instances on one database share their keys (docs/several-instances.md); one with its own is refused.
      PLATON_JWT_SECRET: randomBytes(48).toString('base64url'),
      PLATON_DATA_KEY: randomBytes(32).toString('base64url'),
    };
    [first, browser] = await Promise.all([startServer(env, { timeoutMs: 120_000 }), launchBrowser()]);
    second = await startServer(env, { timeoutMs: 120_000 });
    // A user of the organisation (the UI that makes one is userAdmin.e2e's).
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const hash = await createPasswordHasher({ memoryKiB: 1024, passes: 1 }).hash('Kotib-pass-1');
    await client.query(`INSERT INTO users (username, password_hash, full_name) VALUES ('kotib', $1, 'Котиба')`, [hash]);
    await client.end();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await first?.stop();
    await second?.stop();
    cluster?.stop();
  });

  const app = (page: Page) => page.locator('platon-app');
  const info = async (url: string) => {
    const opened = await newPage(browser, `${url}/api/info`);
    try {
      return JSON.parse((await opened.page.locator('body').textContent()) ?? '{}').data as { supportPhone?: string | null };
    } finally {
      await opened.close();
    }
  };

  it('a support phone saved in the settings form on one instance shows on the other, without a restart', { timeout: 120_000 }, async () => {
    expect((await info(second.url)).supportPhone ?? '').toBe('');
    const admin = await signInAs(browser, first.url, 'boss', 'Boss-pass-2026', '/forms/project_settings/1');
    try {
      const phone = app(admin.page).getByLabel('Телефон', { exact: true });
      await phone.waitFor();
      await phone.fill('+998 55 500 10 20');
      await app(admin.page).getByRole('button', { name: 'Сақлаш' }).click();
      await app(admin.page).getByText('Маълумотлар сақланди').first().waitFor();
    } finally {
      await admin.close();
    }
    await expect.poll(async () => (await info(second.url)).supportPhone, { timeout: 10_000 }).toBe('+998 55 500 10 20');
    // And a user signed in there sees it in the sidebar.
    const user = await signInAs(browser, second.url, 'kotib', 'Kotib-pass-1', '/system/profile');
    try {
      await app(user.page)
        .getByRole('complementary', { name: 'Ён панел' })
        .getByRole('link', { name: 'Қўнғироқ қилиш: +998 55 500 10 20' })
        .waitFor();
    } finally {
      await user.close();
    }
  });

  it('a user deactivated on one instance loses the session open on the other at once', { timeout: 120_000 }, async () => {
    const user = await signInAs(browser, second.url, 'kotib', 'Kotib-pass-1', '/system/profile');
    const admin = await signInAs(browser, first.url, 'boss', 'Boss-pass-2026', '/tables/users');
    try {
      await app(user.page).getByRole('navigation', { name: 'Меню' }).waitFor();
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      const { rows } = await client.query(`SELECT id FROM users WHERE username = 'kotib'`);
      await client.end();
      await admin.page.goto(`${first.url}/forms/users/${rows[0].id}`);
      const form = formView(app(admin.page), 'Фойдаланувчилар');
      const active = form.form.getByRole('switch', { name: /^Фаол/ });
      await expect.poll(() => active.isChecked()).toBe(true);
      await active.uncheck();
      await form.save();
      await form.toast('Маълумотлар сақланди');

      // The user's next step on the other instance finds the session ended and leads to the sign-in page.
      await user.page.reload();
      await user.page.waitForURL((url) => url.pathname === '/auth/user', { timeout: 15_000 });
      await user.page.getByLabel('Логин', { exact: true }).waitFor();
    } finally {
      await user.close();
      await admin.close();
    }
  });
});
