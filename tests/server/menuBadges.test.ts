import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/core/api/contract';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let user: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  user = (await login(t.app, 'user', 'user123')).token;
  admin = (await login(t.app, 'admin', 'admin123')).token;
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);
async function menu(token: string): Promise<MenuItem[]> {
  const response = await get('/api/menus', token);
  expect(response.statusCode, response.body).toBe(200);
  return flatten(response.json().data);
}
async function total(name: string, filters: Record<string, unknown>, token: string): Promise<number> {
  const response = await get(`/api/tables/${name}/totals?filters=${encodeURIComponent(JSON.stringify(filters))}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.total;
}

describe('menu badges bound to a datasource (docs/behaviour.md §2 menu item datasource, issue 13)', () => {
  it("shows the live count of the item's table under its link's filters, as the table it opens does", async () => {
    const items = await menu(user);
    const all = items.find((item) => item.name === 'Барча мурожаатлар')!;
    expect(all.datasource).toBe('appeals');
    expect(all.badge).toBe(String(await total('appeals', {}, user)));
    for (const [name, status] of [
      ['Кўриб чиқилмоқда', 2],
      ['Ҳал этилган', 3],
      ['Рад этилган', 5],
    ] as const) {
      const item = items.find((candidate) => candidate.name === name)!;
      const count = await total('appeals', { status_id: status }, user);
      expect(count).toBeGreaterThan(0);
      expect(item.badge, name).toBe(String(count));
    }
    // A static badge of an unbound item stays as configured.
    expect(items.find((item) => item.name === 'Бошқарув панели')!.badge).toBe('янги');
  });

  it("shows no count to a user who may not read the item's table, and the count to one who may", async () => {
    const parent = await t.db.selectFrom('menus').select(['id', 'project_id']).where('name', '=', 'Мурожаатлар').executeTakeFirstOrThrow();
    await t.db
      .insertInto('menus')
      .values({
        parent_id: parent.id,
        project_id: parent.project_id,
        datasource: 'menus',
        name: 'Менюлар сони',
        link: '/tables/menus',
        css_class: null,
        css_style: null,
        badge: '999',
        badge_type: 'info',
        has_divider_before: false,
        is_homepage: false,
        is_track_menu: false,
        sort_order: 999,
        permission: null,
      })
      .execute();
    expect((await get('/api/tables/menus/totals', user)).statusCode).toBe(403);
    expect((await menu(user)).find((item) => item.name === 'Менюлар сони')!.badge).toBeNull();
    const counted = (await menu(admin)).find((item) => item.name === 'Менюлар сони')!.badge;
    expect(counted).toBe(String(await total('menus', {}, admin)));
  });
});
