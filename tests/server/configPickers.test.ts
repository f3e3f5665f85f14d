import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './login';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

/**
 * The configuration forms' pickers (docs/configuration-pickers.md, issue 43): a menu's parent, a column's
 * table and an element's form are chosen from lists the server builds, and the server refuses what the
 * pickers would not offer (an unknown icon, a parent that is the item itself or inside it, a missing table
 * or form) with a clear message, writing nothing. On a production start (no demo data) as in the demo.
 */
for (const demo of [false, true]) {
  describe(demo ? 'in the demo' : 'on a production start', () => {
    let t: TestApp;
    let admin: string;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, locale = 'uz') =>
      t.app.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${admin}`, 'accept-language': locale }, payload });
    const optionsOf = async (form: string, field: string) => {
      const response = await call('GET', `forms/${form}`);
      expect(response.statusCode, response.body).toBe(200);
      const find = (elements: { dataField?: string; data?: unknown; children?: unknown[] }[]): unknown =>
        elements.map((e) => (e.dataField === field ? e.data : e.children && find(e.children as never))).find(Boolean);
      return find(response.json().data.elements) as { id: number; name: string; name_en?: string }[];
    };

    beforeAll(async () => {
      t = await createTestApp({ demo });
      admin = demo ? (await login(t.app, 'admin', 'admin123')).token : await fixtureUserToken(t.app, t.db, ['platon.admin']);
    });
    afterAll(async () => t?.close());

    it('offers menus by their path, forms and tables by title and name, in the reader’s language too', async () => {
      const group = await t.db
        .insertInto('menus')
        .values({ name: 'Ҳисоботлар', project_id: 'p', sort_order: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = await t.db
        .insertInto('menus')
        .values({ name: 'Ойлик', parent_id: group.id, project_id: 'p', sort_order: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const menus = await optionsOf('menus', 'parent_id');
      expect(menus).toContainEqual(expect.objectContaining({ id: group.id, name: 'Ҳисоботлар' }));
      expect(menus).toContainEqual(expect.objectContaining({ id: item.id, name: 'Ҳисоботлар / Ойлик' }));
      const system = menus.find((option) => option.name === 'Бошқарув / Роллар');
      expect(system?.name_en).toBe('Administration / Roles');
      const tables = await optionsOf('table_columns', 'table_id');
      expect(tables).toContainEqual(expect.objectContaining({ name: 'Менюлар (menus)', name_en: 'Menus (menus)' }));
      const forms = await optionsOf('form_elements', 'form_id');
      expect(forms).toContainEqual(expect.objectContaining({ name: 'Фойдаланувчилар (users)' }));
    });

    it('refuses a parent that is the menu itself or one of its own items, with a clear message, and writes nothing', async () => {
      const top = await t.db
        .insertInto('menus')
        .values({ name: 'Юқори', project_id: 'p' })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      const child = await t.db
        .insertInto('menus')
        .values({ name: 'Ички', parent_id: top.id, project_id: 'p' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const values = { name: 'Юқори', project_id: 'p' };
      for (const parent of [top.id, child.id]) {
        const refused = await call('PUT', `forms/menus/records/${top.id}`, {
          values: { ...values, parent_id: parent },
          version: top.version,
        });
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json().errors.parent_id.message).toBe('Меню ўзининг ёки ўз ичидаги менюнинг ичига жойлаша олмайди');
      }
      const english = await call(
        'PUT',
        `forms/menus/records/${top.id}`,
        { values: { ...values, parent_id: 987654 }, version: top.version },
        'en',
      );
      expect(english.json().errors.parent_id.message).toBe('There is no such parent menu');
      const row = await t.db.selectFrom('menus').select(['parent_id', 'version']).where('id', '=', top.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ parent_id: null, version: top.version });
      const moved = await call('POST', 'forms/menus/records', { values: { name: 'Янги', project_id: 'p', parent_id: child.id } });
      expect(moved.statusCode, moved.body).toBe(201);
    });

    it('refuses an icon the product does not draw, and keeps the ones it does', async () => {
      const refused = await call('POST', 'forms/menus/records', {
        values: { name: 'Хато', project_id: 'p', css_class: 'fa-solid fa-mapp' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.css_class).toEqual({ message: 'Бундай белги йўқ: {0}', params: ['fa-solid fa-mapp'] });
      expect(await t.db.selectFrom('menus').select('id').where('name', '=', 'Хато').executeTakeFirst()).toBeUndefined();
      for (const icon of ['fa-solid fa-map', 'fa fa-save', 'far fa-circle-check', ''])
        expect(
          (await call('POST', 'forms/menus/records', { values: { name: `Белги ${icon}`, project_id: 'p', css_class: icon } })).statusCode,
        ).toBe(201);
      // Every icon the seeded menus use passes the same check.
      const seeded = await t.db.selectFrom('menus').select('css_class').where('css_class', 'is not', null).execute();
      const { iconProblem } = await import('../../server/menus/iconProblem');
      expect(seeded.filter((menu) => iconProblem(menu.css_class) !== null)).toEqual([]);
    });

    it('refuses a column, filter or button of a missing table and an element of a missing form', async () => {
      for (const form of ['table_columns', 'table_filters', 'table_buttons']) {
        const refused = await call('POST', `forms/${form}/records`, {
          values: { table_id: 987654, level: 1, position: 0, title: 'x', label: 'x', link: '/x', data_field: 'x', type: 'input' },
        });
        expect(refused.statusCode, `${form}: ${refused.body}`).toBe(422);
        expect(refused.json().errors.table_id.message).toBe('Бундай жадвал йўқ');
      }
      const element = await call('POST', 'forms/form_elements/records', { values: { form_id: 987654, type: 'input', position: 0 } });
      expect(element.statusCode).toBe(422);
      expect(element.json().errors.form_id.message).toBe('Бундай форма йўқ');
    });
  });
}
