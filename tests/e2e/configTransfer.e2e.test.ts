import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/lib/postgresCluster.mjs';
import { createPasswordHasher } from '../../server/auth/createPasswordHasher';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { axeViolations } from './support/axeAudit';
import { eventually } from './support/formPage';
import { signInAs } from './support/signInAs';

/**
 * Issue 41: configuration made in the demo reaches an empty production database through the configuration
 * page, as an administrator does it: ticked and downloaded on one server, uploaded, previewed and imported on
 * the other (both screens pass the axe audit); then the imported form renders with the same fields, the table
 * with the same columns, filters and buttons, and the role is there with its permission. A file of another
 * product or of a newer release is refused on the screen with a message saying so, and writes nothing. The
 * table's rows are data (the demo's `app` schema), not configuration: the production database is given them
 * beforehand, as an organisation's own data is there before its configuration arrives.
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
    let client = new pg.Client({ connectionString: databaseUrl('platon_production') });
    await client.connect();
    const hash = await createPasswordHasher({ memoryKiB: 1024, passes: 1 }).hash('admin123');
    await client.query(
      `INSERT INTO users (username, password_hash, full_name, permissions) VALUES ('admin', $1, 'Admin', '["platon.admin"]')`,
      [hash],
    );
    await client.end();
    client = new pg.Client({ connectionString: databaseUrl('platon_production') });
    // A permission only the demo's configuration asks for, and a role holding it: the role can be imported only
    // together with the table that asks for it.
    const demoClient = new pg.Client({ connectionString: databaseUrl('platon_demo') });
    await demoClient.connect();
    await demoClient.query(`UPDATE tables SET permission = 'regions.read' WHERE name = 'regions'`);
    await demoClient.query(
      `INSERT INTO roles (name, description, permissions) VALUES ('Ҳудудлар оператори', 'Ҳудудларни кўради', '["regions.read"]')`,
    );
    const { rows: regions } = await demoClient.query('SELECT id, name, name_la, lat, lng FROM app.regions ORDER BY id');
    await demoClient.end();
    await client.connect();
    await client.query('CREATE SCHEMA IF NOT EXISTS app');
    await client.query(
      'CREATE TABLE app.regions (id integer PRIMARY KEY, name text NOT NULL, name_la text NOT NULL, lat double precision, lng double precision)',
    );
    for (const row of regions) {
      await client.query('INSERT INTO app.regions VALUES ($1, $2, $3, $4, $5)', [row.id, row.name, row.name_la, row.lat, row.lng]);
    }
    await client.end();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
    await production?.stop();
    cluster?.stop();
  });

  it(
    'exports a table, a form and a role from the demo; the production import previews, imports, and shows the same screens',
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
        await app
          .getByRole('group', { name: /Роллар/ })
          .getByRole('checkbox', { name: 'Ҳудудлар оператори' })
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
        await preview.getByRole('row', { name: /Ҳудудлар оператори.*Яратилади/ }).waitFor();
        violations.push(...(await axeViolations(target.page, '/system/configuration, an import preview')));
        expect(violations).toEqual([]);
        await there.getByRole('button', { name: 'Импорт қилиш' }).click();
        await target.page.getByText('Импорт қилинди: 3 та яратилди, 0 та ўзгартирилди').waitFor();

        // The same form, field by field, on both servers. The form draws its controls as their code arrives, so
        // the demo's list is read once it stops growing, and the production one is awaited until it matches.
        const labels = async (opened: typeof source) =>
          (await opened.page.locator('platon-app').locator('form label').allTextContents()).map((text) => text.trim()).filter(Boolean);
        await source.page.goto(`${demo.url}/forms/appeals`);
        let demoLabels: string[] = [];
        await expect
          .poll(
            async () => {
              const before = demoLabels;
              demoLabels = await labels(source);
              return demoLabels.length > 3 && demoLabels.join('|') === before.join('|');
            },
            { timeout: 20_000, interval: 750 },
          )
          .toBe(true);
        await target.page.goto(`${production.url}/forms/appeals`);
        await eventually(() => labels(target)).toEqual(demoLabels);

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
        // The table's screen: the same columns, filters, buttons and rows.
        const demoTable = await tableScreen(source.page, `${demo.url}/tables/regions`);
        expect(demoTable.headers.length).toBeGreaterThan(1);
        expect(await tableScreen(target.page, `${production.url}/tables/regions`)).toEqual(demoTable);

        // The role, as the roles table shows it.
        await target.page.goto(`${production.url}/tables/roles`);
        const role = target.page.locator('platon-app').getByRole('row', { name: /Ҳудудлар оператори/ });
        await role.waitFor();
        expect(await role.textContent()).toContain('regions.read');

        expect(target.consoleErrors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
      } finally {
        await source.close();
        await target.close();
      }
    },
  );

  it('refuses a file of another product or of a newer release on the screen, and writes nothing', { timeout: 120_000 }, async () => {
    const target = await signInAs(browser, production.url, 'admin', 'admin123', '/system/configuration');
    const folder = await mkdtemp(path.join(tmpdir(), 'platon-config-'));
    const client = new pg.Client({ connectionString: databaseUrl('platon_production') });
    await client.connect();
    const counts = async () =>
      (
        await client.query(
          `SELECT (SELECT count(*) FROM tables) AS tables, (SELECT count(*) FROM forms) AS forms, (SELECT count(*) FROM roles) AS roles`,
        )
      ).rows[0];
    try {
      const before = await counts();
      const there = target.page.locator('platon-app');
      await there.getByRole('tab', { name: 'Импорт' }).click();
      const role = { kind: 'roles', key: 'Бегона роль', content: { description: null, permissions: [] } };
      for (const [name, file, message] of [
        [
          'other-product.json',
          { product: 'othercrm', format: 1, release: '1.0.0', items: [role] },
          'Бу файл бошқа маҳсулотники (othercrm)',
        ],
        [
          'newer-release.json',
          { product: 'platon', format: 1, release: '99.0.0', items: [role] },
          'Бу файл Platon нинг янгироқ версиясида (99.0.0) яратилган: аввал серверни янгиланг',
        ],
      ] as const) {
        const written = path.join(folder, name);
        await writeFile(written, JSON.stringify(file));
        await there.getByLabel('Конфигурация файли').setInputFiles(written);
        await there.getByRole('alert').filter({ hasText: message }).waitFor();
        expect(await there.getByRole('button', { name: 'Импорт қилиш' }).count(), name).toBe(0);
      }
      expect(await counts()).toEqual(before);
    } finally {
      await client.end();
      await target.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

/** What a table's screen shows: column headers, filter fields, buttons and the first page of rows, in order. */
async function tableScreen(page: Page, url: string) {
  await page.goto(url);
  const app = page.locator('platon-app');
  const headers = app.getByRole('columnheader');
  const rows = app.locator('table tbody tr[data-row-index]');
  await rows.first().waitFor();
  // Whether the filters start folded depends on the room the page leaves (the demo's call-back button takes a
  // band a production start has not): compare them open.
  const toggle = app.locator('main').getByRole('button', { name: /Фильтрлар/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await app.getByRole('search', { name: 'Фильтрлар' }).waitFor();
  const texts = async (locator: ReturnType<Page['locator']>) =>
    (await locator.allTextContents()).map((text) => text.trim()).filter(Boolean);
  return {
    headers: await texts(headers),
    filters: await texts(app.locator('label')),
    buttons: await texts(app.locator('main').getByRole('button')),
    rows: await texts(rows),
  };
}

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
