import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

/**
 * The built-in users and roles tables as an administrator reads them (issue 43): permissions by their title
 * where they have one and otherwise as written (no JSON brackets or quotes), the language of every user (the
 * project's default for those who chose none), and columns the browser translates (cellFormat 'translate').
 */
let t: TestApp;
let admin: string;

const rowsOf = async (table: string) => {
  const response = await t.app.inject({ url: `/api/tables/${table}/data?sort=id`, headers: { authorization: `Bearer ${admin}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.rows as Record<string, unknown>[];
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin', 'admin123')).token;
  await t.db.updateTable('users').set({ locale: 'ru' }).where('username', '=', 'user').execute();
  await t.db.updateTable('users').set({ locale: null }).where('username', '=', 'admin').execute();
  await t.db
    .updateTable('users')
    .set({ permissions: JSON.stringify(['platon.admin', 'reports.view']) })
    .where('username', '=', 'director')
    .execute();
});
afterAll(async () => t?.close());

describe('the users table', () => {
  it('names permissions by their title where they have one, and as written otherwise', async () => {
    const rows = await rowsOf('users');
    const byName = new Map(rows.map((row) => [row.username, row]));
    expect(byName.get('admin')?.effective_permissions).toEqual(['Администратор']);
    expect(byName.get('director')?.effective_permissions).toEqual(['Администратор', 'reports.view']);
    expect(byName.get('citizen')?.effective_permissions).toEqual([]);
  });

  it("shows each user's language, and the project's default language for a user who chose none", async () => {
    await t.db.updateTable('project_profile').set({ default_locale: 'en' }).execute();
    const byName = new Map((await rowsOf('users')).map((row) => [row.username, row]));
    expect(byName.get('user')?.language).toBe('Русча');
    expect(byName.get('admin')?.language).toBe('Инглизча');
  });

  it('has the browser translate the permissions, the language and the audit link text', async () => {
    const definition = (await t.app.inject({ url: '/api/tables/users', headers: { authorization: `Bearer ${admin}` } })).json().data;
    const formats = Object.fromEntries(
      definition.columns.map((column: { dataField?: string; cellFormat?: string }) => [column.dataField, column.cellFormat]),
    );
    expect(formats).toMatchObject({ effective_permissions: 'translate', language: 'translate', audit: 'translate' });
    const english = await t.db
      .selectFrom('translations')
      .select(['key', 'value'])
      .where('locale', '=', 'en')
      .where('key', 'in', ['Администратор', 'Русча', 'Инглизча', 'Амаллар'])
      .execute();
    expect(Object.fromEntries(english.map((row) => [row.key, row.value]))).toEqual({
      Администратор: 'Administrator',
      Русча: 'Russian',
      Инглизча: 'English',
      Амаллар: 'Actions',
    });
  });
});

describe('the roles table', () => {
  it('names the permissions of a role by their title', async () => {
    await t.db
      .insertInto('roles')
      .values({ name: 'Бош', permissions: JSON.stringify(['reports.view', 'platon.admin']) })
      .execute();
    const role = (await rowsOf('roles')).find((row) => row.name === 'Бош');
    expect(role?.permissions).toEqual(['Администратор', 'reports.view']);
  });
});
