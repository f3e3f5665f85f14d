import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/lib/postgresCluster.mjs';
import { createPasswordHasher } from '../../server/auth/createPasswordHasher';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { axeViolations } from './support/axeAudit';
import { signInAs } from './support/signInAs';

/**
 * Issue 41: configuration made in the demo reaches an empty production database through the configuration
 * page, as an administrator does it: ticked and downloaded on one server, uploaded, previewed and imported on
 * the other (both screens pass the axe audit); then the imported form renders with the same fields and the table has the same definition.
 */
describe('moving configuration from the demo to a production start (issue 41)', () => {
  let cluster: { url: string; stop(): void };
  let demo: RunningServer;
  let production: RunningServer;
  let browser: Browser;
  const databaseUrl = (name: string) => cluster.url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE platon_demo');
    await admin.query('CREATE DATABASE platon_production');
    await admin.end();
    const common = { PLATON_ARGON2_MEMORY_KIB: '1024', PLATON_ARGON2_PASSES: '1' };
    [demo, production, browser] = await Promise.all([
      startServer({ ...common, DATABASE_URL: databaseUrl('platon_demo'), PLATON_DEMO_APPEALS: '300' }, { timeoutMs: 120_000 }),
      startServer({ ...common, DATABASE_URL: databaseUrl('platon_production'), PLATON_DEMO: '0' }, { timeoutMs: 120_000 }),
      launchBrowser(),
    ]);
    // The production start has no account yet: its administrator is written as the first-administrator step would.
    const client = new pg.Client({ connectionString: databaseUrl('platon_production') });
    await client.connect();
    const hash = await createPasswordHasher({ memoryKiB: 1024, passes: 1 }).hash('admin123');
    await client.query(
      `INSERT INTO users (username, password_hash, full_name, permissions) VALUES ('admin', $1, 'Admin', '["platon.admin"]')`,
      [hash],
    );
    await client.end();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
    await production?.stop();
    cluster?.stop();
  });

  it(
    'exports a table and a form from the demo; the production import previews, imports, and shows the same form',
    { timeout: 240_000 },
    async () => {
      const source = await signInAs(browser, demo.url, 'admin', 'admin123', '/system/configuration');
      const target = await signInAs(browser, production.url, 'admin', 'admin123', '/system/configuration');
      try {
        const app = source.page.locator('platon-app');
        await app.getByRole('heading', { name: 'Янгилаш ва кўчириш', level: 1 }).waitFor();
        await app.getByRole('tab', { name: 'Экспорт' }).click();
        await app
          .getByRole('group', { name: /Жадваллар/ })
          .getByRole('checkbox', { name: /\(regions\)$/ })
          .check();
        await app
          .getByRole('group', { name: /Формалар/ })
          .getByRole('checkbox', { name: /\(appeals\)$/ })
          .check();
        const violations = await axeViolations(source.page, '/system/configuration, export');
        const [download] = await Promise.all([
          source.page.waitForEvent('download'),
          app.getByRole('button', { name: 'Файлни юклаб олиш' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^platon-config-\d{4}-\d{2}-\d{2}\.json$/);

        const there = target.page.locator('platon-app');
        await there.getByRole('heading', { name: 'Янгилаш ва кўчириш', level: 1 }).waitFor();
        await there.getByRole('tab', { name: 'Импорт' }).click();
        await there.getByLabel('Конфигурация файли').setInputFiles((await download.path())!);
        const preview = there.getByRole('region', { name: 'Кўриб чиқиш' });
        await preview.getByRole('row', { name: /regions.*Яратилади/ }).waitFor();
        await preview.getByRole('row', { name: /appeals.*Яратилади/ }).waitFor();
        violations.push(...(await axeViolations(target.page, '/system/configuration, an import preview')));
        expect(violations).toEqual([]);
        await there.getByRole('button', { name: 'Импорт қилиш' }).click();
        await target.page.getByText('Импорт қилинди: 2 та яратилди, 0 та ўзгартирилди').waitFor();

        // The same form, field by field, on both servers.
        const labels = async (opened: typeof source, url: string) => {
          await opened.page.goto(`${url}/forms/appeals`);
          const form = opened.page.locator('platon-app').locator('form');
          await form.locator('label').first().waitFor();
          return (await form.locator('label').allTextContents()).map((text) => text.trim()).filter(Boolean);
        };
        const demoLabels = await labels(source, demo.url);
        expect(demoLabels.length).toBeGreaterThan(3);
        expect(await labels(target, production.url)).toEqual(demoLabels);

        // And the same table definition, as the API serves it to the table view.
        const definition = async (opened: typeof source, url: string) =>
          opened.page.evaluate(async (base) => {
            const token = JSON.parse(localStorage.getItem('auth_token') ?? 'null');
            const response = await fetch(`${base}/api/tables/regions`, { headers: { authorization: `Bearer ${token}` } });
            return { status: response.status, body: await response.text() };
          }, url);
        const [fromDemo, fromProduction] = [await definition(source, demo.url), await definition(target, production.url)];
        expect(fromProduction.status).toBe(200);
        expect(withoutIds(JSON.parse(fromProduction.body))).toEqual(withoutIds(JSON.parse(fromDemo.body)));
        expect(target.consoleErrors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
      } finally {
        await source.close();
        await target.close();
      }
    },
  );
});

/** Ids differ between databases, and a select's options read from the demo's data tables are data, not configuration. */
function withoutIds(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutIds(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/^(id|.*Id|.*_id)$/.test(key) && !(depth > 0 && key === 'data'))
        .map(([key, item]) => [key, withoutIds(item, depth + 1)]),
    );
  }
  return value;
}
