import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/lib/postgresCluster.mjs';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { axeViolations } from './support/axeAudit';
import { signInAs } from './support/signInAs';
import type { Browser } from 'playwright-core';

/**
 * Issue 15: database control in Chromium against the built server on PostgreSQL (statement_timeout works
 * there; embedded PGlite ignores it): an administrator runs a SELECT, sees its rows and downloads them as CSV
 * and Excel; a write is refused with the message; a statement outliving the timeout is stopped with the
 * message; the tables, migrations and slowest-queries tabs show real data; an ordinary user gets the 403 view.
 */
describe('database control (issue 15)', () => {
  let cluster: { url: string; stop(): void };
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    [server, browser] = await Promise.all([
      startServer(
        {
          DATABASE_URL: cluster.url,
          PLATON_DEMO_APPEALS: '300',
          PLATON_ARGON2_MEMORY_KIB: '1024',
          PLATON_ARGON2_PASSES: '1',
          PLATON_DB_CONSOLE_TIMEOUT_MS: '1000',
          PLATON_METRICS_SAMPLE: '1',
        },
        { timeoutMs: 120_000 },
      ),
      launchBrowser(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    cluster?.stop();
  });

  it(
    'runs a read, exports it, refuses a write, stops a slow statement, lists tables, migrations and timings; a user is refused',
    { timeout: 180_000 },
    async () => {
      const { page, consoleErrors, close } = await signInAs(browser, server.url, 'admin', 'admin123', '/system/db-control');
      try {
        const app = page.locator('platon-app');
        await app.getByRole('heading', { name: 'Маълумотлар базаси бошқаруви', level: 1 }).waitFor();
        const editor = app.getByRole('textbox', { name: 'SQL сўрови' });
        const alert = app.getByRole('alert');

        await editor.fill("SELECT username, full_name FROM users WHERE username IN ('admin', 'user') ORDER BY username");
        await app.getByRole('button', { name: 'Бажариш' }).click();
        const result = app.getByRole('region', { name: 'Натижа' });
        await result.getByRole('cell', { name: 'admin', exact: true }).waitFor();
        await result.getByRole('cell', { name: 'user', exact: true }).waitFor();
        await app.getByText('2 та қатор', { exact: false }).waitFor();
        const violations = await axeViolations(page, '/system/db-control, a result');

        const [csv] = await Promise.all([page.waitForEvent('download'), app.getByRole('button', { name: 'CSV юклаб олиш' }).click()]);
        expect(csv.suggestedFilename()).toBe('sql.csv');
        const csvText = await readFile((await csv.path())!, 'utf8');
        expect(csvText.split('\r\n').slice(0, 3)).toEqual([
          '\uFEFFusername,full_name',
          expect.stringMatching(/^admin,/),
          expect.stringMatching(/^user,/),
        ]);
        const [xlsx] = await Promise.all([page.waitForEvent('download'), app.getByRole('button', { name: 'Excel юклаб олиш' }).click()]);
        expect(xlsx.suggestedFilename()).toBe('sql.xlsx');
        expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');

        // A write, sent with the keyboard shortcut from inside the editor: refused, nothing deleted.
        await editor.fill('DELETE FROM users');
        await editor.press('Control+Enter');
        await alert.filter({ hasText: 'Фақат ўқиш сўровларига рухсат берилган' }).waitFor();
        await editor.fill('SELECT count(*) AS n FROM users');
        await app.getByRole('button', { name: 'Бажариш' }).click();
        await expect.poll(async () => Number(await result.locator('tbody td').first().textContent())).toBeGreaterThanOrEqual(2);

        // A statement outliving PLATON_DB_CONSOLE_TIMEOUT_MS is cancelled by PostgreSQL.
        await editor.fill('SELECT pg_sleep(30)');
        const started = Date.now();
        await app.getByRole('button', { name: 'Бажариш' }).click();
        await alert.filter({ hasText: 'Сўров 1000 мс дан узоқ давом этди ва тўхтатилди' }).waitFor({ timeout: 15_000 });
        expect(Date.now() - started).toBeLessThan(15_000);

        await app.getByRole('tab', { name: 'Жадваллар' }).click();
        const tables = app.getByRole('region', { name: 'Жадваллар' });
        await tables.getByRole('cell', { name: 'users', exact: true }).waitFor();
        // Keyboard: the arrow moves to the next tab.
        await app.getByRole('tab', { name: 'Жадваллар' }).press('ArrowRight');
        await expect.poll(() => app.getByRole('tab', { name: 'Миграциялар' }).getAttribute('aria-selected')).toBe('true');
        await app.getByRole('region', { name: 'Миграциялар' }).getByRole('cell', { name: '0016_metrics' }).waitFor();
        await app.getByRole('tab', { name: 'Секин сўровлар' }).click();
        await app.getByRole('region', { name: 'API йўллари' }).getByRole('cell', { name: 'POST /api/db-control/query' }).waitFor();
        await app.getByRole('region', { name: 'SQL сўровлари' }).locator('td').first().waitFor();
        violations.push(...(await axeViolations(page, '/system/db-control, slow queries')));
        expect(violations.join('\n')).toBe('');
        expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
      } finally {
        await close();
      }

      const asUser = await signInAs(browser, server.url, 'user', 'user123', '/system/db-control');
      try {
        const app = asUser.page.locator('platon-app');
        await app.getByText('Бу саҳифа кўришга рўхсат берилмаган').first().waitFor();
        expect(await app.getByRole('textbox', { name: 'SQL сўрови' }).count()).toBe(0);
      } finally {
        await asUser.close();
      }
    },
  );
});
