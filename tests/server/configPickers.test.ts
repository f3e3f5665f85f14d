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
/** A form's element by its field, as `GET forms/{name}` sends it. */
async function elementField(t: TestApp, form: string, field: string): Promise<Record<string, unknown> | undefined> {
  const admin = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  const response = await t.app.inject({ url: `/api/forms/${form}`, headers: { authorization: `Bearer ${admin}` } });
  const find = (elements: { dataField?: string; children?: unknown[] }[]): Record<string, unknown> | undefined =>
    elements.map((e) => (e.dataField === field ? e : e.children && find(e.children as never))).find(Boolean) as never;
  return find(response.json().data.elements);
}

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

    it('offers an element’s parents among its own form’s tabs and fieldsets, and a column’s among its table’s header groups', async () => {
      const parents = (await optionsOf('form_elements', 'parent_id')) as unknown as { id: number; name: string; form_id: number }[];
      const meta = await t.db.selectFrom('forms').select('id').where('name', '=', 'form_elements').executeTakeFirstOrThrow();
      expect(parents).toContainEqual(expect.objectContaining({ name: 'Текширув (tab)', name_en: 'Validation (tab)', form_id: meta.id }));
      // Only containers: fields cannot hold elements.
      const types = await t.db.selectFrom('form_elements').select(['id', 'type']).execute();
      const typeOf = new Map(types.map((row) => [row.id, row.type]));
      expect(new Set(parents.map((option) => typeOf.get(option.id)))).toEqual(new Set(['tab_container', 'tab', 'fieldset']));
      const element = await elementField(t, 'form_elements', 'parent_id');
      expect(element).toMatchObject({ type: 'select', isRelatedSelect: true, relatedSelect: 'form_id', filterBy: 'form_id' });

      const table = await t.db
        .insertInto('tables')
        .values({ name: 'picker_t', title: 'Ҳисобот', project_id: 'p', source_table: 'pick' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const group = await t.db
        .insertInto('table_columns')
        .values({ table_id: table.id, title: 'Манзил', level: 1, position: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('table_columns')
        .values({ table_id: table.id, parent_id: group.id, title: 'Шаҳар', data_field: 'city', level: 2, position: 0 })
        .execute();
      const groups = (await optionsOf('table_columns', 'parent_id')) as unknown as { id: number; name: string; table_id: number }[];
      expect(groups).toContainEqual(expect.objectContaining({ id: group.id, name: 'Манзил', table_id: table.id }));
      expect(groups.some((option) => option.name === 'Шаҳар')).toBe(false);
    });

    it('refuses an element’s or a column’s parent that is itself, inside it or of another form or table, writing nothing', async () => {
      const formOf = async (name: string) =>
        (await t.db.insertInto('forms').values({ name, project_id: 'p', source_table: 'pick' }).returning('id').executeTakeFirstOrThrow())
          .id;
      const [formA, formB] = [await formOf('pick_a'), await formOf('pick_b')];
      const add = async (form_id: number, type: 'fieldset' | 'input', parent_id: number | null = null) =>
        t.db
          .insertInto('form_elements')
          .values({ form_id, type, parent_id, position: 0 })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow();
      const outer = await add(formA, 'fieldset');
      const inner = await add(formA, 'fieldset', outer.id);
      const other = await add(formB, 'fieldset');
      const save = (parent_id: number, locale = 'uz') =>
        call(
          'PUT',
          `forms/form_elements/records/${outer.id}`,
          { values: { form_id: formA, type: 'fieldset', position: 0, parent_id }, version: outer.version },
          locale,
        );
      for (const parent of [outer.id, inner.id]) {
        const refused = await save(parent);
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json().errors.parent_id.message).toBe('Элемент ўзининг ёки ўз ичидаги элементнинг ичига жойлаша олмайди');
      }
      const elsewhere = await save(other.id, 'en');
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json().errors.parent_id.message).toBe('This form has no such parent element');
      expect(
        await t.db.selectFrom('form_elements').select(['parent_id', 'version']).where('id', '=', outer.id).executeTakeFirstOrThrow(),
      ).toEqual({
        parent_id: null,
        version: outer.version,
      });
      const placed = await call('POST', 'forms/form_elements/records', {
        values: { form_id: formA, type: 'input', position: 1, parent_id: inner.id },
      });
      expect(placed.statusCode, placed.body).toBe(201);

      const tableOf = async (name: string) =>
        (await t.db.insertInto('tables').values({ name, project_id: 'p', source_table: 'pick' }).returning('id').executeTakeFirstOrThrow())
          .id;
      const [tableA, tableB] = [await tableOf('pick_ta'), await tableOf('pick_tb')];
      const column = async (table_id: number, parent_id: number | null = null) =>
        t.db
          .insertInto('table_columns')
          .values({ table_id, parent_id, title: 'Гуруҳ', level: 1, position: 0 })
          .returning(['id', 'version'])
          .executeTakeFirstOrThrow();
      const top = await column(tableA);
      const under = await column(tableA, top.id);
      const foreign = await column(tableB);
      const move = (parent_id: number) =>
        call('PUT', `forms/table_columns/records/${top.id}`, {
          values: { table_id: tableA, title: 'Гуруҳ', level: 1, position: 0, parent_id },
          version: top.version,
        });
      expect((await move(under.id)).json().errors.parent_id.message).toBe('Устун ўзининг ёки ўз ичидаги устуннинг ичига жойлаша олмайди');
      expect((await move(foreign.id)).json().errors.parent_id.message).toBe('Бу жадвалда бундай юқори устун йўқ');
      expect(
        (await t.db.selectFrom('table_columns').select('parent_id').where('id', '=', top.id).executeTakeFirstOrThrow()).parent_id,
      ).toBeNull();
      const moved = await call('PUT', `forms/table_columns/records/${under.id}`, {
        values: { table_id: tableA, title: 'Гуруҳ', level: 2, position: 0, parent_id: top.id },
        version: under.version,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    });

    it('picks a button element’s icon in the icon picker and refuses one the product does not draw', async () => {
      expect(await elementField(t, 'form_elements', 'button_icon')).toMatchObject({ type: 'icon' });
      const form = await t.db.selectFrom('forms').select('id').where('name', '=', 'form_elements').executeTakeFirstOrThrow();
      const refused = await call('POST', 'forms/form_elements/records', {
        values: { form_id: form.id, type: 'button', position: 0, button_icon: 'fa-solid fa-floppy' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.button_icon).toEqual({ message: 'Бундай белги йўқ: {0}', params: ['fa-solid fa-floppy'] });
    });

    it('names who may sign in with E-IMZO in words, in the reader’s language', async () => {
      const options = await optionsOf('users', 'eimzo_allow_to_login');
      expect(options).toEqual([
        expect.objectContaining({ id: 'all', name: 'Барча калитлар', name_en: 'Any key', name_ru: 'Любые ключи' }),
        expect.objectContaining({ id: 'legal', name: 'Фақат юридик шахс калитлари', name_en: 'Legal entities’ keys only' }),
        expect.objectContaining({ id: 'individuals', name: 'Фақат жисмоний шахс калитлари', name_en: 'Individuals’ keys only' }),
      ]);
    });

    it('shows a menu item’s parent by its name in the menus table, for the browser to translate', async () => {
      const group = await t.db.insertInto('menus').values({ name: 'Бошқа', project_id: 'p' }).returning('id').executeTakeFirstOrThrow();
      await t.db.insertInto('menus').values({ name: 'Ичидаги', parent_id: group.id, project_id: 'p' }).execute();
      const response = await call('GET', `tables/menus/data?filters=${encodeURIComponent(JSON.stringify({ name: 'Ичидаги' }))}`);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().data.rows as Record<string, unknown>[];
      expect(rows.find((row) => row.name === 'Ичидаги')).toMatchObject({ parent_name: 'Бошқа' });
      const columns = (await call('GET', 'tables/menus')).json().data.columns as {
        dataField?: string;
        title: string;
        cellFormat?: string;
      }[];
      const flat = columns.flatMap(function all(column): { dataField?: string; title: string; cellFormat?: string }[] {
        return [column, ...((column as { children?: never[] }).children ?? []).flatMap(all)];
      });
      expect(flat.find((column) => column.dataField === 'parent_name')).toMatchObject({ title: 'Юқори меню', cellFormat: 'translate' });
      expect(flat.some((column) => column.dataField === 'parent_id')).toBe(false);
    });
  });
}
