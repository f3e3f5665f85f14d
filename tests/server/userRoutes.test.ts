import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/core/api/contract';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

function depth(items: MenuItem[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.children)));
}

describe('user-info and menus need a signed-in user', () => {
  it.each(['/api/user-info', '/api/menus', '/api/user-locale/?locale=ru'])('%s without a token is 401', async (url) => {
    t = await createTestApp();
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect((await get(url, 'garbage')).statusCode).toBe(401);
  });

  it('user-info returns the token’s user', async () => {
    t = await createTestApp();
    const admin = await login(t.app, 'admin', 'admin123');
    const response = await get('/api/user-info', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(admin.user);
  });
});

describe('GET /api/menus', () => {
  it('returns the nested tree ordered by sort order, with every contract field', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const tree: MenuItem[] = (await get('/api/menus', token)).json().data;
    expect(tree.map((item) => item.name)).toEqual([
      'Мурожаатлар',
      'Маълумотномалар',
      'Бошқарув панели',
      'Фойдаланувчи қўлланмаси',
      'Тизим',
      'Чиқиш',
    ]);
    expect(depth(tree)).toBe(3);
    const all = flatten(tree);
    expect(all.filter((item) => item.isHomepage).map((item) => item.link)).toEqual(['/tables/appeals']);
    expect(all.filter((item) => item.hasDividerBefore)).toHaveLength(1);
    expect(all.find((item) => item.name === 'Фойдаланувчи қўлланмаси')?.link).toBe('/instructions');
    expect(all.some((item) => item.link === '/system/logout')).toBe(true);
    expect(all.some((item) => item.link === '/forms/appeals')).toBe(true);
    expect(all.some((item) => item.badge && item.badgeType)).toBe(true);
    expect(Object.keys(tree[0]).sort()).toEqual([
      'badge',
      'badgeType',
      'children',
      'cssClass',
      'cssStyle',
      'datasource',
      'hasDividerBefore',
      'id',
      'isHomepage',
      'isTrackMenu',
      'link',
      'name',
      'projectId',
    ]);
  });

  it('shows the admin-only configuration group only to holders of platon.admin', async () => {
    t = await createTestApp();
    const admin = await login(t.app, 'admin', 'admin123');
    const user = await login(t.app, 'user', 'user123');
    const adminTree: MenuItem[] = (await get('/api/menus', admin.token)).json().data;
    const userTree: MenuItem[] = (await get('/api/menus', user.token)).json().data;
    const config = adminTree.find((item) => item.name === 'Конфигурация');
    expect(config?.children.map((item) => item.link)).toContain('/tables/menus');
    expect(config?.projectId).toBe('platon');
    // The platform's own items, children included, so no admin gets edit links on them (docs/behaviour.md §2).
    expect(new Set(flatten(config ? [config] : []).map((item) => item.projectId))).toEqual(new Set(['platon']));
    expect(userTree.find((item) => item.name === 'Конфигурация')).toBeUndefined();
    expect(flatten(userTree).some((item) => item.link === '/tables/menus')).toBe(false);
  });

  it('hides a permission-guarded child inside a visible group', async () => {
    t = await createTestApp();
    const parent = await t.db.selectFrom('menus').select('id').where('name', '=', 'Маълумотномалар').executeTakeFirstOrThrow();
    await t.db
      .insertInto('menus')
      .values({
        parent_id: parent.id,
        project_id: 'appeals',
        datasource: null,
        name: 'Махфий',
        link: '/tables/secret',
        css_class: null,
        css_style: null,
        badge: null,
        badge_type: null,
        permission: 'appeals.secret',
        sort_order: 1,
      })
      .execute();
    const user = await login(t.app, 'user', 'user123');
    const names = flatten((await get('/api/menus', user.token)).json().data).map((item) => item.name);
    expect(names).toContain('Ҳудудлар');
    expect(names).not.toContain('Махфий');
    await t.db
      .updateTable('users')
      .set({ permissions: JSON.stringify(['appeals.secret']) })
      .where('username', '=', 'user')
      .execute();
    const again = flatten((await get('/api/menus', user.token)).json().data);
    expect(again[again.findIndex((item) => item.name === 'Маълумотномалар') + 1].name).toBe('Махфий');
  });
});

describe('GET /api/user-locale/', () => {
  it('saves an enabled locale, with or without the trailing slash', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const response = await get('/api/user-locale/?locale=ru', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { locale: 'ru' } });
    expect((await get('/api/user-info', token)).json().data.locale).toBe('ru');
    expect((await get('/api/user-locale?locale=la', token)).json()).toEqual({ data: { locale: 'la' } });
    const relogin = await login(t.app, 'user', 'user123');
    expect(relogin.user.locale).toBe('la');
  });

  it('rejects a locale that is not enabled, and a missing one', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const unknown = await get('/api/user-locale/?locale=xx', token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    // km is known to the shell but not in the default enabled list.
    expect((await get('/api/user-locale/?locale=km', token)).statusCode).toBe(400);
    expect((await get('/api/user-locale/', token)).statusCode).toBe(400);
    expect((await get('/api/user-info', token)).json().data.locale).toBeNull();
  });
});
