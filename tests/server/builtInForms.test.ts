import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_FORMS } from '../../server/seed/builtInForms';
import { FORM_ELEMENT_TYPES } from '../../server/seed/builtInFormsMeta';
import { BUILT_IN_TABLES } from '../../server/seed/demoTablesBuiltIn';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { badDefaults, elementTexts, formProblems, sourceColumns, storedElements, untranslated } from './support/formSeedChecks';
import { createTestDatabase, TEST_APPEAL_COUNT, testHasher, type TestDatabase } from './testDatabase';

/**
 * docs/behaviour.md §2's configuration collections (the form variant's too), plus users, roles, organisations and their
 * members (docs/users-and-roles.md; the organisations' table and form are `platon_organizations`, since a
 * project such as the demo may have its own `organizations`).
 */
const COLLECTIONS = [
  'menus',
  'forms',
  'form_elements',
  'tables',
  'table_columns',
  'table_filters',
  'table_buttons',
  'file_categories',
  'cron',
  'cron_crud',
  'api_stages',
  'api_endpoints',
  'excel_import_configs',
  'excel_import_row_handlers',
  'user_logs',
  'api_metrics',
  'export_resources',
  'translations',
  'sql_metrics',
  'document_templates',
  'platon_pages',
  'platon_page_components',
  'instructions',
  'users',
  'roles',
  'platon_organizations',
  'organization_members',
];
/** What the administration menu ('Бошқарув') lists; the rest is under the demo's 'Конфигурация'. */
const ADMINISTRATION = ['users', 'roles', 'platon_organizations', 'organization_members', 'user_logs'];
/** The administration menu's other items: the project settings, the sidebar ads and release updates. */
const SETTINGS_LINKS = ['/forms/project_settings/1', '/tables/advertisements', '/system/configuration'];
/** Collections the platform fills itself: shown, never typed in. */
const RECORDED = ['user_logs', 'api_metrics', 'sql_metrics'];

const count = async (database: TestDatabase, from: string): Promise<number> =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(from)}`.execute(database.db)).rows[0].n;

describe('built-in configuration forms and tables (production seed)', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase('production');
  });
  afterAll(async () => t?.drop());

  it('gives every configuration collection a built-in form and a built-in table named after it', async () => {
    // project_settings and the sidebar ads came with issue 41 (tests/server/projectSettings.test.ts).
    const forms = await t.db
      .selectFrom('forms')
      .selectAll()
      .where('name', 'not in', ['project_settings', 'advertisements'])
      .orderBy('name')
      .execute();
    expect(forms.map((form) => form.name).sort()).toEqual([...COLLECTIONS].sort());
    for (const form of forms) {
      expect(form, form.name).toMatchObject({
        source_table: form.name === 'platon_organizations' ? 'organizations' : form.name,
        is_built_in: true,
        project_id: 'platon',
        permission: 'platon.admin',
        is_public: false,
      });
    }
    const tables = await t.db.selectFrom('tables').selectAll().where('name', '!=', 'advertisements').execute();
    expect(tables.map((table) => table.name).sort()).toEqual([...COLLECTIONS].sort());
    for (const table of tables)
      expect(table, table.name).toMatchObject({ is_built_in: true, project_id: 'platon', permission: 'platon.admin' });
  });

  it('seeds no demo forms, demo tables, demo registry or menus in production, only the administration menu', async () => {
    expect(
      await t.db.selectFrom('forms').select('name').where('name', 'in', ['appeals', 'kitchen_sink', 'public_appeal']).execute(),
    ).toEqual([]);
    const menus = await t.db.selectFrom('menus').select(['name', 'link', 'permission', 'parent_id']).orderBy('id').execute();
    expect(menus[0]).toMatchObject({ name: 'Бошқарув', permission: 'platon.admin', parent_id: null });
    expect(menus.slice(1).map((menu) => menu.link)).toEqual([...ADMINISTRATION.map((name) => `/tables/${name}`), ...SETTINGS_LINKS]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'app'`.execute(
      t.db,
    );
    expect(rows[0].n).toBe(0);
  });

  it('makes every element’s data_field a column of its collection, and the row key and version columns exist', async () => {
    for (const name of COLLECTIONS) expect(await formProblems(t.db, name), name).toEqual([]);
  });

  it('gives defaults only of the shape their control saves', async () => {
    for (const name of COLLECTIONS) expect(badDefaults(await storedElements(t.db, name)), name).toEqual([]);
  });

  it('lets each table’s record open in its collection’s form, and offers “Қўшиш” where inserting makes sense', async () => {
    for (const name of COLLECTIONS) {
      const table = await t.db.selectFrom('tables').select(['id', 'source_sql']).where('name', '=', name).executeTakeFirstOrThrow();
      const columns = await t.db.selectFrom('table_columns').select(['data_field', 'link']).where('table_id', '=', table.id).execute();
      expect(
        columns.some((column) => column.link?.startsWith(`/forms/${name}/{id}`)),
        name,
      ).toBe(true);
      const form = await t.db.selectFrom('forms').select('can_insert').where('name', '=', name).executeTakeFirstOrThrow();
      const buttons = await t.db
        .selectFrom('table_buttons')
        .select(['label', 'link', 'placement'])
        .where('table_id', '=', table.id)
        .execute();
      // A user's row also opens the account screen (unlock, one-time code, sessions).
      const rowButtons = name === 'users' ? [{ label: 'Ҳисоб', link: '/system/users/{id}', placement: 'row' }] : [];
      expect(buttons, name).toEqual([
        ...(form.can_insert ? [{ label: 'Қўшиш', link: `/forms/${name}`, placement: 'top' }] : []),
        ...rowButtons,
      ]);

      // The SQL runs, and every column and link placeholder names a field of its rows.
      const fields = new Set(await resultFields(t, table.source_sql!));
      for (const column of columns) {
        expect(fields.has(column.data_field!), `${name}.${column.data_field}`).toBe(true);
        for (const [, field] of column.link?.matchAll(/\{(\w+)\}/g) ?? []) expect(fields.has(field), `${name} link {${field}}`).toBe(true);
      }
    }
  });

  it('keeps the gear links of docs/behaviour.md §4 working: element, column, filter and menu forms by id', async () => {
    const link = async (table: string, dataField: string) =>
      (
        await t.db
          .selectFrom('table_columns')
          .innerJoin('tables', 'tables.id', 'table_columns.table_id')
          .select('table_columns.link')
          .where('tables.name', '=', table)
          .where('table_columns.data_field', '=', dataField)
          .executeTakeFirstOrThrow()
      ).link;
    expect(await link('form_elements', 'label')).toBe('/forms/form_elements/{id}?_target=modal&form_name={form_name}');
    expect(await link('table_columns', 'title')).toBe('/forms/table_columns/{id}?_target=modal');
    expect(await link('table_filters', 'label')).toBe(
      '/forms/table_filters/{id}?_target=modal&table_name={table_name}&table_level={level}',
    );
    expect(await link('menus', 'name')).toBe('/forms/menus/{id}?_target=modal');
  });

  it('edits every field of a form element, with fitting controls', async () => {
    const columns = await sourceColumns(t.db, 'form_elements');
    const elements = await storedElements(t.db, 'form_elements');
    const byField = new Map(elements.filter((e) => e.data_field).map((e) => [e.data_field!, e]));
    expect([...columns.keys()].filter((column) => !byField.has(column)).sort()).toEqual(['id', 'version']);
    for (const [column, type] of columns) if (type === 'boolean') expect(byField.get(column)?.type, column).toBe('checkbox');
    expect(byField.get('type')).toMatchObject({ type: 'select', is_required: true });
    expect(byField.get('type')!.data!.map((option) => option.id)).toEqual(FORM_ELEMENT_TYPES);
    expect(byField.get('text_align')!.data!.map((option) => option.id)).toEqual(['left', 'center', 'right']);
    expect(byField.get('tabs_position')!.data!.map((option) => option.id)).toEqual(['top', 'left', 'right', 'bottom']);
    for (const field of ['data', 'default_value', 'addon_elements_left', 'addon_elements_right'])
      expect(byField.get(field)?.type, field).toBe('raw_json');
    expect(byField.get('js')).toMatchObject({ type: 'code', language: 'javascript' });
    expect(byField.get('css')).toMatchObject({ type: 'code', language: 'css' });
    expect(elements.filter((e) => e.type === 'tab').length).toBeGreaterThan(1);
  });

  it('never shows a user’s password hash or one-time code secret; a new user gets a write-only temporary password', async () => {
    const elements = await storedElements(t.db, 'users');
    const fields = elements.map((e) => e.data_field);
    // The hash's column is written through a password field only, which never reads it back.
    expect(elements.filter((e) => e.data_field === 'password_hash').map((e) => e.type)).toEqual(['password']);
    expect(fields).not.toContain('otp_secret');
    expect(fields).not.toContain('otp_last_step');
    expect(fields).toEqual(expect.arrayContaining(['username', 'full_name', 'permissions', 'role_ids', 'is_active']));
    const form = await t.db.selectFrom('forms').selectAll().where('name', '=', 'users').executeTakeFirstOrThrow();
    expect(form).toMatchObject({ can_insert: true, can_update: true, can_delete: false });
    const table = await t.db.selectFrom('tables').select('source_sql').where('name', '=', 'users').executeTakeFirstOrThrow();
    expect(table.source_sql).not.toMatch(/password_hash|otp_secret\s*(,|FROM)/);
  });

  it('shows what the platform records read-only: the audit trail and the metrics', async () => {
    for (const name of RECORDED) {
      const form = await t.db.selectFrom('forms').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
      expect(form, name).toMatchObject({ can_insert: false, can_update: false });
      expect(
        (await storedElements(t.db, name)).every((e) => e.is_read_only === true),
        name,
      ).toBe(true);
    }
    const logs = await t.db.selectFrom('forms').selectAll().where('name', '=', 'user_logs').executeTakeFirstOrThrow();
    expect(logs).toMatchObject({ version_column: null, can_delete: false });
  });

  it('translates every text of the built-in forms and tables into la, ru, en and qq, in production too', async () => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => text && /[\u0400-\u04FF]/.test(text) && texts.add(text);
    for (const name of COLLECTIONS) {
      add((await t.db.selectFrom('forms').select('title').where('name', '=', name).executeTakeFirstOrThrow()).title);
      elementTexts(await storedElements(t.db, name)).forEach(add);
    }
    for (const row of await t.db.selectFrom('tables').select('title').execute()) add(row.title);
    for (const row of await t.db.selectFrom('table_columns').select(['title', 'hint']).execute()) [row.title, row.hint].forEach(add);
    for (const row of await t.db.selectFrom('table_filters').select(['label', 'placeholder']).execute())
      [row.label, row.placeholder].forEach(add);
    for (const row of await t.db.selectFrom('table_buttons').select('label').execute()) add(row.label);
    expect(texts.size).toBeGreaterThan(150);
    expect(await untranslated(t.db, [...texts])).toEqual({ la: [], ru: [], en: [], qq: [] });
  });

  it('runs once: seeding again adds nothing and keeps an administrator’s edits and deletions', async () => {
    await t.db.updateTable('forms').set({ title: 'Edited by admin' }).where('name', '=', 'cron').execute();
    await t.db.deleteFrom('forms').where('name', '=', 'instructions').execute();
    await t.db.deleteFrom('tables').where('name', '=', 'instructions').execute();
    const tablesOf = ['forms', 'form_elements', 'tables', 'table_columns', 'table_buttons', 'table_filters', 'translations'];
    const before = await Promise.all(tablesOf.map((from) => count(t, from)));

    await seedDatabase(t.db, { demo: false, hasher: testHasher });

    expect(await Promise.all(tablesOf.map((from) => count(t, from)))).toEqual(before);
    expect((await t.db.selectFrom('forms').select('title').where('name', '=', 'cron').executeTakeFirstOrThrow()).title).toBe(
      'Edited by admin',
    );
    expect(await t.db.selectFrom('forms').select('id').where('name', '=', 'instructions').execute()).toEqual([]);
  });

  it('matches the seed lists', () => {
    expect(BUILT_IN_FORMS.map((form) => form.name).sort()).toEqual([...COLLECTIONS].sort());
    expect(BUILT_IN_TABLES.map((table) => table.name).sort()).toEqual([...COLLECTIONS].sort());
  });
});

describe('built-in configuration in a demo database', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase('demo');
  });
  afterAll(async () => t?.drop());

  it('lists every collection’s table under the admin-only “Конфигурация” menu, as the platform’s', async () => {
    const config = await t.db.selectFrom('menus').selectAll().where('name', '=', 'Конфигурация').executeTakeFirstOrThrow();
    expect(config).toMatchObject({ project_id: 'platon', permission: 'platon.admin' });
    const children = await t.db.selectFrom('menus').select(['link', 'project_id', 'name']).where('parent_id', '=', config.id).execute();
    const administration = await t.db.selectFrom('menus').selectAll().where('name', '=', 'Бошқарув').executeTakeFirstOrThrow();
    expect(administration).toMatchObject({ project_id: 'platon', permission: 'platon.admin' });
    const more = await t.db.selectFrom('menus').select(['link', 'project_id', 'name']).where('parent_id', '=', administration.id).execute();
    expect(children.map((child) => child.link).sort()).toEqual(
      [...COLLECTIONS.filter((name) => !ADMINISTRATION.includes(name)).map((name) => `/tables/${name}`)].sort(),
    );
    expect(more.map((child) => child.link).sort()).toEqual([...ADMINISTRATION.map((name) => `/tables/${name}`), ...SETTINGS_LINKS].sort());
    expect(new Set([...children, ...more].map((child) => child.project_id))).toEqual(new Set(['platon']));
    expect(
      await untranslated(
        t.db,
        children.map((child) => child.name),
      ),
    ).toEqual({ la: [], ru: [], en: [], qq: [] });
  });

  it('has the built-ins next to the demo’s forms and tables, with sound forms', async () => {
    const builtIn = await t.db.selectFrom('forms').select('name').where('is_built_in', '=', true).execute();
    expect(builtIn.map((form) => form.name).sort()).toEqual([...COLLECTIONS, 'project_settings', 'advertisements'].sort());
    for (const name of COLLECTIONS) expect(await formProblems(t.db, name), name).toEqual([]);
  });

  it('seeding the demo again adds nothing', async () => {
    const before = await Promise.all(['forms', 'form_elements', 'tables', 'menus', 'translations'].map((from) => count(t, from)));
    await seedDatabase(t.db, { demo: true, hasher: testHasher, appealCount: TEST_APPEAL_COUNT });
    expect(await Promise.all(['forms', 'form_elements', 'tables', 'menus', 'translations'].map((from) => count(t, from)))).toEqual(before);
  });
});

/** Output columns of an SQL, from the database's own description of it (works on an empty table). */
async function resultFields(database: TestDatabase, sourceSql: string): Promise<string[]> {
  // A temporary view lives in one session: the transaction keeps every statement on one connection.
  return database.db.transaction().execute(async (trx) => {
    await sql.raw(`CREATE TEMPORARY VIEW platon_t_fields AS SELECT * FROM (${sourceSql}) AS src`).execute(trx);
    const { rows } = await sql<{
      column_name: string;
    }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'platon_t_fields'`.execute(trx);
    await sql.raw('DROP VIEW platon_t_fields').execute(trx);
    return rows.map((row) => row.column_name);
  });
}
