import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../src/core/api/contract';
import { DEMO_PAGE_SCRIPTS } from '../../server/seed/demoPageScripts';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';
import { createTestDatabase, testHasher, type TestDatabase } from './testDatabase';

const SCRIPT_URL = /^pages\/dashboard\/scripts\/[0-9a-f]{64}\.js$/;

describe('dynamic pages on the demo data', () => {
  let t: TestApp;
  let userToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    [userToken, adminToken] = (await Promise.all([login(t.app, 'user', 'user123'), login(t.app, 'admin', 'admin123')])).map((r) => r.token);
  });
  afterAll(async () => t?.close());

  function get(url: string, token?: string) {
    return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  it('GET /api/pages/{name} needs a signed-in user', async () => {
    expect((await get('/api/pages/dashboard')).statusCode).toBe(401);
    expect((await get('/api/pages/dashboard', 'garbage')).json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('returns the definition: components with HTML, scoped flags, css, module URLs, and the query as data.query', async () => {
    const response = await get('/api/pages/dashboard?region=5&tag=a&tag=b', userToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: PageDefinition };
    expect(data).toMatchObject({
      name: 'dashboard',
      title: 'Бошқарув панели',
      isScoped: false,
      css: expect.stringContaining('.dashboard-note'),
    });
    expect(data.data).toEqual({ query: { region: '5', tag: ['a', 'b'] } });
    expect(data.components.map((c) => [c.name, c.attributes?.is_scoped])).toEqual([
      ['summary', true],
      ['note', false],
      ['dialogs', true],
    ]);
    const [summary, note] = data.components;
    expect(summary.content).toContain('data-field="menuItems"');
    expect(summary.css).toContain('.card{');
    expect(summary.scripts).toHaveLength(2);
    for (const url of [...summary.scripts!, ...note.scripts!]) expect(url).toMatch(SCRIPT_URL);
    // The same text is the same module, wherever it is used.
    expect(note.scripts![0]).toBe(summary.scripts![0]);
    expect(note.css).toBeUndefined();
  });

  it('serves each inline script as a JavaScript module without a token, and nothing for other hashes', async () => {
    const { data } = (await get('/api/pages/dashboard', userToken)).json() as { data: PageDefinition };
    const [translate, dashboard] = data.components[0].scripts!;
    const module = await get(`/api/${dashboard}`);
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(module.headers['cache-control']).toContain('immutable');
    expect(module.body).toBe(DEMO_PAGE_SCRIPTS.dashboard);
    expect((await get(`/api/${translate}`)).body).toBe(DEMO_PAGE_SCRIPTS.translate);

    const hash = dashboard.split('/').pop()!;
    expect((await get(`/api/pages/about/scripts/${hash}`)).statusCode).toBe(404); // another page's script
    expect((await get(`/api/pages/dashboard/scripts/${'0'.repeat(64)}.js`)).json()).toMatchObject({
      statusCode: 404,
      message: 'Саҳифа топилмади',
    });
    expect((await get('/api/pages/dashboard/scripts/../../info')).statusCode).not.toBe(200);
    expect((await get('/api/pages/dashboard/scripts/abc.js')).statusCode).toBe(400);
  });

  it('is 404 with the spec text for an unknown page', async () => {
    const response = await get('/api/pages/no-such-page', userToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Саҳифа топилмади' });
  });

  it('is 403 with the spec text when the page wants a permission the user lacks', async () => {
    const denied = await get('/api/pages/admin-panel', userToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Бу саҳифа кўришга рўхсат берилмаган' });
    const allowed = await get('/api/pages/admin-panel', adminToken);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.name).toBe('admin-panel');
  });

  it('GET /api/public/pages/{name} serves public pages to anyone, and answers 404 for every other page', async () => {
    const response = await get('/api/public/pages/about?from=mail');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: PageDefinition };
    expect(data).toMatchObject({ name: 'about', isScoped: true, data: { query: { from: 'mail' } } });
    const [script] = data.components[0].scripts!.slice(-1);
    expect((await get(`/api/${script}`)).body).toBe(DEMO_PAGE_SCRIPTS.about);
    // A signed-in user reads a public page through the private route too.
    expect((await get('/api/pages/about', userToken)).statusCode).toBe(200);
    for (const name of ['dashboard', 'admin-panel', 'no-such-page']) {
      const hidden = await get(`/api/public/pages/${name}`, adminToken);
      expect(hidden.statusCode, name).toBe(404);
      expect(hidden.json().message).toBe('Саҳифа топилмади');
    }
  });

  it('lists the page routes in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.paths['/api/pages/{name}'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths['/api/pages/{name}'].get.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '414',
      '431',
      '500',
    ]);
    expect(doc.paths['/api/public/pages/{name}'].get).toBeTruthy();
    expect(doc.paths['/api/pages/{name}/scripts/{file}'].get).toBeTruthy();
  });

  it('seeds the demo pages’ texts in every enabled locale', async () => {
    for (const [locale, text] of [
      ['en', 'Menu items'],
      ['ru', 'Пункты меню'],
      ['la', 'Menyudagi bandlar'],
      ['qq', 'Menyu elementleri'],
    ]) {
      expect((await get(`/api/web/assets/translations?locale=${locale}`)).json()['Менюдаги бандлар'], locale).toBe(text);
    }
  });
});

describe('pages as stored by an administrator', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function storePage(values: { name: string; is_public?: boolean; permission?: string | null; data?: unknown }, scripts: string[]) {
    const { id } = await t.db
      .insertInto('platon_pages')
      .values({
        name: values.name,
        title: null,
        css: null,
        is_public: values.is_public ?? false,
        permission: values.permission ?? null,
        data: values.data === undefined ? null : JSON.stringify(values.data),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('platon_page_components')
      .values({ page_id: id, name: 'c', content: null, scripts: JSON.stringify(scripts), css: null })
      .execute();
  }

  it('keeps module URLs as they are, drops non-text entries, and folds non-object data into data.value', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    await storePage({ name: 'charts', data: [1, 2] }, [
      'https://cdn.example.com/chart.js',
      '/static/x.js',
      '// a comment\nexport default () => {}',
    ]);
    await t.db
      .insertInto('platon_page_components')
      .values({
        page_id: (await t.db.selectFrom('platon_pages').select('id').where('name', '=', 'charts').executeTakeFirstOrThrow()).id,
        name: 'odd',
        content: '<p>x</p>',
        scripts: JSON.stringify([42, '', null]),
        css: null,
        sort_order: 1,
      })
      .execute();
    const { data } = (
      await t.app.inject({ method: 'GET', url: '/api/pages/charts', headers: { authorization: `Bearer ${token}` } })
    ).json() as { data: PageDefinition };
    expect(data.data).toEqual({ value: [1, 2], query: {} });
    expect(data.components[0].scripts!.slice(0, 2)).toEqual(['https://cdn.example.com/chart.js', '/static/x.js']);
    expect(data.components[0].scripts![2]).toMatch(/^pages\/charts\/scripts\/[0-9a-f]{64}\.js$/);
    expect(data.components[1]).toEqual({ name: 'odd', content: '<p>x</p>', scripts: [], attributes: { is_scoped: false } });
  });

  it('never serves a public page that wants a permission to visitors', async () => {
    t = await createTestApp({ demo: false });
    await storePage({ name: 'mixed', is_public: true, permission: 'reports.view' }, []);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/pages/mixed' })).statusCode).toBe(404);
  });
});

describe('demo page seed', () => {
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  const pageNames = async () =>
    (await database.db.selectFrom('platon_pages').select('name').orderBy('name').execute()).map((row) => row.name);

  it('adds the demo pages once, also to a database seeded before they existed, and never restores a deleted one', async () => {
    database = await createTestDatabase('demo');
    const { db } = database;
    // components-demo: the demo route /demo/test-dynamic-components (its own seed, seedDemoComponentsPage).
    expect(await pageNames()).toEqual(['about', 'admin-panel', 'components-demo', 'dashboard', 'main']);
    expect(
      (await db.selectFrom('platon_pages').select('permission').where('name', '=', 'admin-panel').executeTakeFirstOrThrow()).permission,
    ).toBe('platon.admin');

    // An older demo database: only the landing page, no marker of the demo pages.
    await db.deleteFrom('platon_pages').where('name', '!=', 'main').execute();
    await db.deleteFrom('project_settings').where('key', '=', 'platon.demoPagesSeededAt').execute();
    await seedDatabase(db, { demo: true, hasher: testHasher });
    expect(await pageNames()).toEqual(['about', 'admin-panel', 'dashboard', 'main']);
    expect(
      Number(
        (
          await db
            .selectFrom('platon_page_components')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(5);

    await db.deleteFrom('platon_pages').where('name', '=', 'about').execute();
    await seedDatabase(db, { demo: true, hasher: testHasher });
    expect(await pageNames()).toEqual(['admin-panel', 'dashboard', 'main']);
  });

  it('a production start has no pages', async () => {
    database = await createTestDatabase('production');
    expect(await pageNames()).toEqual([]);
  });
});
