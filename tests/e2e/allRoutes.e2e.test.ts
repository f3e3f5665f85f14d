import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/core/router/routeTable';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

const app = (page: Page) => page.locator('platon-app');
const heading = (page: Page, name: string | RegExp) => app(page).getByRole('heading', { name, level: 1 }).first();

/**
 * One address of every route of docs/behaviour.md §1, and what shows there once it works: an administrator opens each.
 * A route added to the route table without an entry here fails the first test.
 */
const VISITS: Record<string, { path: string; shows: (page: Page) => Locator }> = {
  home: { path: '/', shows: (page) => heading(page, 'Мурожаатлар') },
  login: { path: '/login', shows: (page) => page.locator('platon-auth, platon-app').first() },
  table: { path: '/tables/regions', shows: (page) => heading(page, 'Ҳудудлар') },
  form: { path: '/forms/appeals', shows: (page) => heading(page, 'Мурожаат') },
  page: { path: '/pages/dashboard', shows: (page) => app(page).getByText('Бошқарув панели').first() },
  auth: { path: '/auth', shows: (page) => heading(page, 'Авторизация') },
  'public-table': { path: '/public/tables/regions', shows: (page) => heading(page, 'Ҳудудлар') },
  'public-form': { path: '/public/forms/public_appeal', shows: (page) => heading(page, 'Очиқ мурожаат') },
  'public-page': { path: '/public/pages/about', shows: (page) => app(page).getByText('Тизим ҳақида').first() },
  'resizable-page': { path: '/system/resizable-page', shows: (page) => heading(page, 'Ўлчами ўзгарувчан саҳифа') },
  'file-manager': { path: '/system/file-manager', shows: (page) => heading(page, 'Файл менежери') },
  'profile-page': { path: '/system/profile', shows: (page) => app(page).getByRole('heading', { name: 'Хавфсизлик' }) },
  call24: { path: '/system/call24', shows: (page) => heading(page, 'Қайта қўнғироқ сўровлари') },
  'db-control': { path: '/system/db-control', shows: (page) => heading(page, 'Маълумотлар базаси бошқаруви') },
  'user-account': { path: '/system/users/1', shows: (page) => heading(page, 'Ҳисоб ва сеанслар') },
  configuration: { path: '/system/configuration', shows: (page) => heading(page, 'Янгилаш ва кўчириш') },
  system: { path: '/system/logout', shows: (page) => app(page).getByRole('alertdialog').getByText('Тизимдан чиқишни хоҳлайсизми?') },
  async: { path: '/async', shows: (page) => heading(page, 'Фон вазифалари') },
  instructions: { path: '/instructions', shows: (page) => heading(page, 'Йўриқномалар') },
  import: { path: '/import/appeals', shows: (page) => app(page).getByRole('dialog', { name: 'Маълумотларни импорт қилиш' }) },
  'demo-code-editor': { path: '/demo/code-editor', shows: (page) => heading(page, 'Код муҳаррири') },
  'demo-test-table': { path: '/demo/test-table', shows: (page) => heading(page, /./) },
  'demo-test-events': { path: '/demo/test-events', shows: (page) => heading(page, /./) },
  'demo-test-dynamic-components': { path: '/demo/test-dynamic-components', shows: (page) => heading(page, /./) },
  'demo-test-resizable': { path: '/demo/test-resizable', shows: (page) => heading(page, /./) },
  'demo-vue-editor': { path: '/demo/vue-editor', shows: (page) => heading(page, /./) },
  '404': { path: '/404', shows: (page) => app(page).getByRole('heading', { name: 'Саҳифа топилмади' }) },
  'not-found': { path: '/no/such/screen', shows: (page) => app(page).getByRole('heading', { name: 'Саҳифа топилмади' }) },
};

describe('every route of docs/behaviour.md §1 (issue 15)', () => {
  const live = liveServer();

  it('has an address here for each route of the route table', () => {
    expect(Object.keys(VISITS).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it('shows its page to an administrator: no route is a placeholder or a stray not-found', { timeout: 240_000 }, async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/');
    try {
      for (const [name, visit] of Object.entries(VISITS)) {
        await page.goto(`${live.server.url}${visit.path}`);
        await visit
          .shows(page)
          .waitFor({ timeout: 20_000 })
          .catch((error: Error) => {
            throw new Error(`${name} (${visit.path}): ${error.message.split('\n')[0]}`);
          });
        const notFound = await app(page).getByRole('heading', { name: 'Саҳифа топилмади' }).count();
        if (name !== '404' && name !== 'not-found') expect(notFound, `${name} (${visit.path})`).toBe(0);
      }
    } finally {
      await close();
    }
  });
});
