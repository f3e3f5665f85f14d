import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile, TransferGroup, TransferPreview } from '../../src/core/api/configTransferContract';
import { readRowTree } from '../../server/upgrade/readRowTree';
import { FORM_TREE, MENU_TREE, PAGE_TREE, TABLE_TREE } from '../../server/upgrade/rowTreeSpecs';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

/** The demo (where configuration is made) and an empty production database (where it goes). */
let demo: TestApp;
let production: TestApp;
let demoAdmin: string;
let productionAdmin: string;
let productionUser: string;

beforeAll(async () => {
  demo = await createTestApp({ demo: true });
  production = await createTestApp({ demo: false });
  demoAdmin = await fixtureUserToken(demo.app, demo.db, ['platon.admin']);
  productionAdmin = await fixtureUserToken(production.app, production.db, ['platon.admin']);
  productionUser = await fixtureUserToken(production.app, production.db, ['appeals.read']);
  // A permission only the demo's configuration asks for: a role holding it can be imported only together
  // with the table that asks for it.
  await demo.db.updateTable('tables').set({ permission: 'regions.read' }).where('name', '=', 'regions').execute();
  await demo.db
    .insertInto('roles')
    .values({ name: 'Ҳудудлар оператори', description: 'Ҳудудларни кўради', permissions: JSON.stringify(['regions.read']) })
    .execute();
}, 120_000);
afterAll(async () => {
  await demo?.close();
  await production?.close();
});

const call = (t: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

const CHOSEN = [
  { kind: 'tables', key: 'regions' },
  { kind: 'tables', key: 'appeals_by_region' },
  { kind: 'forms', key: 'appeals' },
  { kind: 'pages', key: 'dashboard' },
  { kind: 'menus', key: 'Маълумотномалар' },
  { kind: 'roles', key: 'Ҳудудлар оператори' },
  { kind: 'translations', key: 'en' },
];

async function exported(): Promise<ConfigFile> {
  const response = await call(demo, demoAdmin, 'POST', '/config-transfer/export', { items: CHOSEN });
  expect(response.statusCode).toBe(200);
  return response.json().data as ConfigFile;
}

describe('moving configuration from the demo to an empty production database', () => {
  it('lists what can be exported, by kind', async () => {
    const response = await call(demo, demoAdmin, 'GET', '/config-transfer/items');
    expect(response.statusCode).toBe(200);
    const groups = response.json().data as TransferGroup[];
    expect(groups.map((group) => group.kind)).toEqual(['tables', 'forms', 'pages', 'menus', 'roles', 'translations']);
    expect(groups.find((group) => group.kind === 'roles')!.items).toEqual([{ key: 'Ҳудудлар оператори', title: 'Ҳудудлар оператори' }]);
    expect(groups.find((group) => group.kind === 'forms')!.items).toContainEqual({ key: 'appeals', title: expect.any(String) });
  });

  it('previews, imports in one go, and then the same definitions are there', async () => {
    const file = await exported();
    expect(file).toMatchObject({ product: 'platon', format: 1 });
    expect(file.items.map((item) => `${item.kind} ${item.key}`)).toEqual(CHOSEN.map((item) => `${item.kind} ${item.key}`));

    const preview = await call(production, productionAdmin, 'POST', '/config-transfer/preview', { file });
    expect(preview.statusCode).toBe(200);
    const actions = Object.fromEntries(
      (preview.json().data as TransferPreview).items.map((item) => [`${item.kind} ${item.key}`, item.action]),
    );
    expect(actions).toEqual({
      'tables regions': 'create',
      'tables appeals_by_region': 'create',
      'forms appeals': 'create',
      'pages dashboard': 'create',
      'menus Маълумотномалар': 'create',
      'roles Ҳудудлар оператори': 'create',
      'translations en': 'change',
    });
    // A preview writes nothing.
    expect(await readRowTree(production.db, FORM_TREE, 'appeals')).toBeUndefined();

    const imported = await call(production, productionAdmin, 'POST', '/config-transfer/import', { file });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toEqual({ created: 6, changed: 1, unchanged: 0 });
    expect(
      await production.db
        .selectFrom('roles')
        .select(['name', 'description', 'permissions'])
        .where('name', '=', 'Ҳудудлар оператори')
        .execute(),
    ).toEqual([{ name: 'Ҳудудлар оператори', description: 'Ҳудудларни кўради', permissions: ['regions.read'] }]);

    for (const [spec, key] of [
      [TABLE_TREE, 'regions'],
      [TABLE_TREE, 'appeals_by_region'],
      [FORM_TREE, 'appeals'],
      [PAGE_TREE, 'dashboard'],
      [MENU_TREE, 'Маълумотномалар'],
    ] as const) {
      expect(await readRowTree(production.db, spec, key), key).toEqual(await readRowTree(demo.db, spec, key));
    }
    // What the screens are built from: the table's and the form's definitions as the API serves them.
    for (const url of ['/tables/regions', '/forms/appeals']) {
      const [there, here] = [await call(demo, demoAdmin, 'GET', url), await call(production, productionAdmin, 'GET', url)];
      expect(here.statusCode, url).toBe(200);
      expect(withoutIds(here.json()), url).toEqual(withoutIds(there.json()));
    }

    const again = await call(production, productionAdmin, 'POST', '/config-transfer/preview', { file });
    expect((again.json().data as TransferPreview).items.every((item) => item.action === 'same')).toBe(true);
  });

  it('refuses a file of another product or a newer release, and writes nothing', async () => {
    const file = await exported();
    for (const [bad, error, message] of [
      [{ ...file, product: 'othercrm' }, 'OTHER_PRODUCT', 'Бу файл бошқа маҳсулотники (othercrm)'],
      [
        { ...file, release: '99.0.0' },
        'NEWER_RELEASE',
        'Бу файл Platon нинг янгироқ версиясида (99.0.0) яратилган: аввал серверни янгиланг',
      ],
      [{ ...file, format: 2 }, 'NEWER_RELEASE', expect.stringContaining('янгироқ версиясида')],
      [{ hello: 'world' }, 'NOT_CONFIG', 'Бу файл Platon конфигурацияси эмас'],
      [
        { ...file, items: [{ kind: 'forms', key: 'x_bad', content: { row: { title: 'X', no_such_column: 1 }, children: {} } }] },
        'BAD_RECORD',
        'Файлдаги «forms x_bad» ёзуви нотўғри: forms.no_such_column',
      ],
    ] as const) {
      for (const route of ['preview', 'import']) {
        const response = await call(production, productionAdmin, 'POST', `/config-transfer/${route}`, { file: bad });
        expect(response.statusCode, `${route} ${error}`).toBe(422);
        expect(response.json()).toMatchObject({ error, message });
      }
    }
    expect(await readRowTree(production.db, FORM_TREE, 'x_bad')).toBeUndefined();
  });

  it('is all or nothing: a record the database refuses undoes the ones before it', async () => {
    const file = await exported();
    const form = file.items.find((item) => item.kind === 'forms')!;
    const table = file.items.find((item) => item.kind === 'tables')!;
    const content = table.content as { row: Record<string, unknown> };
    const bad: ConfigFile = {
      ...file,
      items: [
        { kind: 'forms', key: 'appeals_copy', content: form.content },
        { kind: 'tables', key: 'regions_copy', content: { ...content, row: { ...content.row, page_size: 'many' } } },
      ],
    };
    const response = await call(production, productionAdmin, 'POST', '/config-transfer/import', { file: bad });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'BAD_RECORD', message: expect.stringContaining('Маълумотлар базаси ёзувни рад этди') });
    expect(await readRowTree(production.db, FORM_TREE, 'appeals_copy')).toBeUndefined();
    expect(await readRowTree(production.db, TABLE_TREE, 'regions_copy')).toBeUndefined();
  });

  it('refuses a role with a permission nothing in the configuration asks for, and writes nothing', async () => {
    const file = await exported();
    const bad: ConfigFile = {
      ...file,
      items: [
        { kind: 'forms', key: 'appeals_role_copy', content: file.items.find((item) => item.kind === 'forms')!.content },
        {
          kind: 'roles',
          key: 'Ҳудудлар оператори',
          content: { description: 'Ўзгарган', permissions: ['regions.read', 'no.such.permission'] },
        },
        { kind: 'roles', key: 'Янги роль', content: { description: null, permissions: [] } },
      ],
    };
    const before = await production.db.selectFrom('roles').selectAll().orderBy('id').execute();
    for (const route of ['preview', 'import']) {
      const response = await call(production, productionAdmin, 'POST', `/config-transfer/${route}`, { file: bad });
      expect(response.statusCode, route).toBe(422);
      expect(response.json(), route).toMatchObject({
        error: 'BAD_RECORD',
        message: 'Файлдаги «roles Ҳудудлар оператори» ёзуви нотўғри: Номаълум рухсат: no.such.permission',
      });
    }
    expect(await production.db.selectFrom('roles').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await readRowTree(production.db, FORM_TREE, 'appeals_role_copy')).toBeUndefined();

    const malformed = { ...file, items: [{ kind: 'roles', key: 'Бузуқ', content: { permissions: 'platon.admin' } }] };
    const response = await call(production, productionAdmin, 'POST', '/config-transfer/preview', { file: malformed });
    expect(response.json()).toMatchObject({ error: 'BAD_RECORD', message: 'Файлдаги «roles Бузуқ» ёзуви нотўғри: roles.permissions' });
  });

  it('is for administrators only', async () => {
    expect((await call(production, productionUser, 'GET', '/config-transfer/items')).statusCode).toBe(403);
    const file = await exported();
    expect((await call(production, productionUser, 'POST', '/config-transfer/import', { file })).statusCode).toBe(403);
  });
});

/**
 * Ids differ between databases, and the options a select reads from the demo's own data tables (its `data`
 * below the envelope) are data, not configuration; everything else of a definition must not differ.
 */
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
