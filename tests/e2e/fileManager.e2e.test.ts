import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/**
 * Issue 14: the file manager in Chromium against the built server: a category an administrator configured,
 * an upload into a new folder, browsing to it by the breadcrumb, the preview, and deleting with the spec's
 * confirmation; an ordinary user is refused.
 */
describe('the file manager (issue 14)', () => {
  const live = liveServer();

  it(
    'uploads into a new folder, browses, previews and deletes; a user without the permission is refused',
    { timeout: 120_000 },
    async () => {
      // A category, configured the way an administrator would through the file_categories form.
      const login = await fetch(`${live.server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const created = await fetch(`${live.server.url}/api/forms/file_categories/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ values: { name: 'Е2Е ҳужжатлар', allowed_extensions: 'pdf', max_size: 100 } }),
      });
      expect(created.status, await created.clone().text()).toBe(201);

      const folder = await mkdtemp(path.join(tmpdir(), 'platon-e2e-files-'));
      const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/system/file-manager');
      try {
        const app = page.locator('platon-app');
        await app.getByRole('heading', { name: 'Файл менежери', level: 1 }).waitFor();
        await app
          .getByRole('navigation', { name: 'Тоифалар' })
          .getByRole('link', { name: /Е2Е ҳужжатлар/ })
          .click();
        await app.getByText('Бу папкада файл йўқ').waitFor();

        const file = path.join(folder, 'шартнома.pdf');
        await writeFile(file, PDF);
        await app.getByLabel('Файлни танланг').setInputFiles(file);
        await app.getByLabel('Янги папка').fill('Шартномалар/2026');
        await app.getByRole('button', { name: 'Юклаш', exact: true }).click();
        const row = app.locator('tr.pl-fm__row').filter({ hasText: 'шартнома.pdf' });
        await row.waitFor();
        // The upload took the page into its new folder, and the address says where.
        await page.waitForURL(/\/system\/file-manager\/\d+\/%D0%A8.*\/2026$/);

        // Back to the category's top by the breadcrumb: the folder is listed there.
        await app.getByRole('navigation', { name: 'Жойлашув' }).getByRole('link', { name: 'Е2Е ҳужжатлар' }).click();
        await app.getByRole('link', { name: 'Шартномалар' }).click();
        await app.getByRole('link', { name: '2026' }).click();
        await row.waitFor();

        await row.getByRole('button', { name: 'Кўриш: шартнома.pdf' }).click();
        const preview = app.getByRole('dialog', { name: 'шартнома.pdf' });
        await preview.waitFor();
        // The listing's signed address, which the frame opens without a token (docs/files.md).
        const src = (await preview.locator('iframe').getAttribute('src'))!;
        expect(src).toMatch(/\/api\/uploads\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+&inline=true$/);
        const shown = await page.request.get(new URL(src, page.url()).href);
        expect([shown.status(), shown.headers()['content-type']]).toEqual([200, 'application/pdf']);
        await preview.getByRole('button', { name: 'Ёпиш' }).last().click();
        await expect.poll(() => preview.count()).toBe(0);

        await row.getByRole('button', { name: 'Ўчириш: шартнома.pdf' }).click();
        const confirm = app.getByRole('alertdialog').or(app.getByRole('dialog', { name: 'Ўчириш' }));
        await confirm.getByText('Файлни ўчиришни хоҳлайсизми?').waitFor();
        await confirm.getByRole('button', { name: 'Ҳа' }).click();
        await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
        await rm(folder, { recursive: true, force: true });
      }

      const asUser = await signInAs(live.browser, live.server.url, 'user', 'user123', '/system/file-manager');
      try {
        await asUser.page.locator('platon-app').getByText('Бу саҳифа кўришга рўхсат берилмаган').first().waitFor();
      } finally {
        await asUser.close();
      }
    },
  );
});
