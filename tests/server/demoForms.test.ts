import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ELEMENT_TYPES } from '../../server/seed/builtInFormsMeta';
import { DEMO_MENUS, type MenuSeed } from '../../server/seed/demoMenus';
import { DEMO_FORMS } from '../../server/seed/demoForms';
import { APPEALS_SQL_BEFORE_SOFT_DELETE } from '../../server/seed/demoTablesAppeals';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { SYSTEM_MENU } from '../../server/seed/seedUserAdmin';
import {
  badDefaults,
  elementTexts,
  formProblems,
  sourceColumns,
  storedElements,
  untranslated,
  type StoredElement,
} from './support/formSeedChecks';
import { createTestDatabase, TEST_APPEAL_COUNT, testHasher, type TestDatabase } from './testDatabase';

const count = async (database: TestDatabase, from: string): Promise<number> =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(from)}`.execute(database.db)).rows[0].n;
const countMenus = (items: MenuSeed[]): number => items.reduce((sum, item) => sum + 1 + countMenus(item.children ?? []), 0);
const seedAgain = (database: TestDatabase) => seedDatabase(database.db, { demo: true, hasher: testHasher, appealCount: TEST_APPEAL_COUNT });
const DEMO_FORM_NAMES = ['appeals', 'kitchen_sink', 'public_appeal'];

describe('demo forms (seed)', () => {
  let t: TestDatabase;
  let kitchen: StoredElement[];

  beforeAll(async () => {
    t = await createTestDatabase('demo');
    kitchen = await storedElements(t.db, 'kitchen_sink');
  });
  afterAll(async () => t?.drop());

  it('writes the three demo forms of project appeals, titled with translation keys', async () => {
    const forms = await t.db.selectFrom('forms').selectAll().where('name', 'in', DEMO_FORM_NAMES).orderBy('name').execute();
    expect(forms.map((form) => [form.name, form.title, form.source_table, form.project_id, form.is_built_in])).toEqual([
      ['appeals', 'Мурожаат', 'app.appeals', 'appeals', false],
      ['kitchen_sink', 'Барча элементлар', 'app.kitchen_sink', 'appeals', false],
      ['public_appeal', 'Очиқ мурожаат', 'app.appeals', 'appeals', false],
    ]);
  });

  it('gives every demo form an existing source table and makes every data_field a column of it', async () => {
    for (const name of DEMO_FORM_NAMES) expect(await formProblems(t.db, name), name).toEqual([]);
  });

  it('gives defaults only of the shape their control saves', async () => {
    for (const name of DEMO_FORM_NAMES) expect(badDefaults(await storedElements(t.db, name)), name).toEqual([]);
  });

  it('uses every element type of formMeta in the kitchen sink', () => {
    expect(new Set(kitchen.map((element) => element.type))).toEqual(new Set(FORM_ELEMENT_TYPES));
    expect(FORM_ELEMENT_TYPES).toHaveLength(29);
  });

  it('uses every validation rule of docs/behaviour.md §5 in the kitchen sink', () => {
    const has = (test: (element: StoredElement) => boolean) => kitchen.some(test);
    expect(
      has((e) => e.is_required === true && e.type !== 'checkbox'),
      'required',
    ).toBe(true);
    expect(
      has((e) => e.is_required === true && e.type === 'checkbox'),
      'required checkbox',
    ).toBe(true);
    expect(
      has((e) => e.type === 'password'),
      'password min 6 on create',
    ).toBe(true);
    expect(
      has((e) => e.type === 'raw_json'),
      'raw json',
    ).toBe(true);
    expect(
      has((e) => e.type === 'date' && !!e.min_date && !!e.max_date),
      'date bounds',
    ).toBe(true);
    expect(
      has((e) => e.type === 'datetime' && !!e.min_datetime && !!e.max_datetime),
      'datetime bounds',
    ).toBe(true);
    expect(
      has((e) => e.type === 'file' && e.min_count != null && e.max_count != null),
      'file counts',
    ).toBe(true);
    expect(
      has((e) => (e.type === 'number' || e.type === 'int') && e.min_value != null && e.max_value != null),
      'number bounds',
    ).toBe(true);
    expect(
      has((e) => e.min_length != null && e.max_length != null),
      'length bounds',
    ).toBe(true);
    expect(
      has((e) => e.type === 'multiselect' && e.selection_count != null),
      'selection count',
    ).toBe(true);
    expect(
      has((e) => e.type === 'image' && e.max_size === 500),
      'image 500 KB',
    ).toBe(true);
    expect(
      has((e) => !!e.custom_validator && /'[^']*[\u0400-\u04FF][^']*'/.test(e.custom_validator)),
      'custom validator message',
    ).toBe(true);
  });

  it('shows the kitchen sink’s layout features: label parts, three width ranges, tab positions, addons, buttons', () => {
    const labels = kitchen.map((e) => e.label ?? '');
    expect(labels.some((label) => label.split('|').length === 4 && label.split('|').every((part) => part.trim()))).toBe(true);
    const widths = kitchen.map((e) => e.width as number | null).filter((width): width is number => width != null);
    expect(widths.some((w) => w <= 12) && widths.some((w) => w > 12 && w <= 100) && widths.some((w) => w > 100)).toBe(true);
    expect(new Set(kitchen.filter((e) => e.type === 'tab_container').map((e) => e.tabs_position))).toEqual(
      new Set(['left', 'right', 'bottom']),
    );
    for (const container of kitchen.filter((e) => e.type === 'tab_container')) {
      expect(container.save_state_key).toEqual(expect.any(String));
      expect(kitchen.filter((e) => e.parent_id === container.id).every((e) => e.type === 'tab')).toBe(true);
    }
    expect(kitchen.filter((e) => e.type === 'button').map((e) => e.action)).toEqual(['submit', '/tables/appeals']);
    expect(kitchen.find((e) => e.type === 'html')?.html_content).toContain('<strong>');
    expect(kitchen.find((e) => e.type === 'code')?.language).toBe('json');
    expect(kitchen.find((e) => e.type === 'monaco')?.language).toBe('sql');
    expect(kitchen.find((e) => e.type === 'scroll_select')).toMatchObject({ data_source: 'mahallas', limit: 20 });
    const title = kitchen.find((e) => e.data_field === 'title')!;
    expect(title).toMatchObject({ text_align: 'left', suggestions_url: 'suggestions/kitchen_sink/title' });
    expect(title.addon_elements_left).toEqual([{ icon: 'fa-solid fa-heading' }]);
    expect(title.addon_elements_right).toEqual([{ text: 'max 100' }]);
    expect(kitchen.filter((e) => e.default_value !== null).map((e) => e.data_field)).toEqual(
      expect.arrayContaining(['quantity', 'start_date', 'is_active', 'priority']),
    );
  });

  it('lays the appeal form out in remembered tabs, fieldsets and 6 + 6 widths, with soft delete only', async () => {
    const form = await t.db.selectFrom('forms').selectAll().where('name', '=', 'appeals').executeTakeFirstOrThrow();
    expect(form).toMatchObject({
      can_insert: true,
      can_update: true,
      can_delete: true,
      can_hard_delete: false,
      soft_delete_column: 'deleted_at',
      version_column: 'version',
    });
    const elements = await storedElements(t.db, 'appeals');
    const container = elements.find((e) => e.type === 'tab_container')!;
    expect(container.save_state_key).toBe('appeals');
    expect(elements.filter((e) => e.parent_id === container.id).map((e) => e.label)).toEqual(['Асосий', 'Қўшимча']);
    expect(elements.filter((e) => e.type === 'fieldset')).toHaveLength(2);
    const field = (name: string) => elements.find((e) => e.data_field === name)!;
    expect(field('number')).toMatchObject({ type: 'input', is_required: true, max_length: 20, width: 6 });
    expect(field('applicant')).toMatchObject({
      is_required: true,
      min_length: 3,
      suggestions_url: 'suggestions/appeals/applicant',
      width: 6,
    });
    expect(field('phone').mask).toBe('+998 00 000-00-00');
    expect(field('district_id')).toMatchObject({
      data_source: 'districts',
      is_related_select: true,
      related_select: 'region_id',
      filter_by: 'region_id',
    });
    expect(field('amount')).toMatchObject({ type: 'number', scale: 2, min_value: 0 });
    expect(field('note').display_condition).toBe('is_urgent');
    expect(field('attachments')).toMatchObject({ type: 'file', max_size: 2048, allowed_extensions: 'pdf,docx,xlsx,jpg,png', max_count: 5 });
    expect(field('location').type).toBe('geo');
    expect(field('due_date').min_date).toBe('2024-01-01');
  });

  it('lets an anonymous partner insert a public appeal: number and status come from the table’s defaults', async () => {
    const form = await t.db.selectFrom('forms').selectAll().where('name', '=', 'public_appeal').executeTakeFirstOrThrow();
    expect(form).toMatchObject({ is_public: true, can_insert: true, can_update: false, permission: null });
    const fields = (await storedElements(t.db, 'public_appeal')).map((e) => e.data_field);
    expect(fields).toEqual(['applicant', 'phone', 'region_id', 'district_id', 'category_id', 'description', 'attachments']);
    // What the form API writes: only these fields.
    const { rows } = await sql<{ number: string; status_id: number }>`
      INSERT INTO app.appeals (applicant, phone, region_id, district_id, category_id, description, attachments)
      VALUES ('Тест Тестов', '+998 90 000-00-00', 1, 1, 1, 'Йўл таъмири керак', '[]'::jsonb) RETURNING number, status_id`.execute(t.db);
    expect(rows[0].number).toMatch(/^P-\d{6}$/);
    expect(rows[0].status_id).toBe(1);
    await sql`DELETE FROM app.appeals WHERE number = ${rows[0].number}`.execute(t.db);
  });

  it('hides soft-deleted appeals from the registry table', async () => {
    const { source_sql } = await t.db.selectFrom('tables').select('source_sql').where('name', '=', 'appeals').executeTakeFirstOrThrow();
    const visible = () => count(t, `(${source_sql}) AS src`);
    expect(await visible()).toBe(TEST_APPEAL_COUNT);
    await sql`UPDATE app.appeals SET deleted_at = now() WHERE id IN (1, 2)`.execute(t.db);
    expect(await visible()).toBe(TEST_APPEAL_COUNT - 2);
    await sql`UPDATE app.appeals SET deleted_at = NULL WHERE id IN (1, 2)`.execute(t.db);
  });

  it('adds the appeal form’s columns with fitting types', async () => {
    const columns = await sourceColumns(t.db, 'app.appeals');
    expect(Object.fromEntries(['deleted_at', 'attachments', 'location', 'contact_email', 'note'].map((c) => [c, columns.get(c)]))).toEqual({
      deleted_at: 'timestamp with time zone',
      attachments: 'jsonb',
      location: 'jsonb',
      contact_email: 'text',
      note: 'text',
    });
  });

  it('fills app.mahallas with 10,000 options spread over every district, each name distinct and naming its district', async () => {
    expect(await count(t, 'app.mahallas')).toBe(10_000);
    const { rows } = await sql<{ districts: number; dupes: number; orphans: number }>`
      SELECT (SELECT count(DISTINCT district_id)::int FROM app.mahallas) AS districts,
        (SELECT count(*)::int FROM (SELECT name FROM app.mahallas GROUP BY 1 HAVING count(*) > 1) d) AS dupes,
        (SELECT count(*)::int FROM app.mahallas m LEFT JOIN app.districts d ON d.id = m.district_id WHERE d.id IS NULL) AS orphans`.execute(
      t.db,
    );
    expect(rows[0]).toEqual({ districts: await count(t, 'app.districts'), dupes: 0, orphans: 0 });
    // A scroll select's first page (ordered by name) shows names a user can tell apart, each with its district.
    const first = await sql<{ name: string; district: string }>`
      SELECT m.name, d.name AS district FROM app.mahallas m JOIN app.districts d ON d.id = m.district_id ORDER BY m.name, m.id LIMIT 20`.execute(
      t.db,
    );
    expect(new Set(first.rows.map((row) => row.name)).size).toBe(20);
    expect(first.rows.every((row) => row.name.endsWith(`(${row.district})`))).toBe(true);
  });

  it('gives app.kitchen_sink one column of the right SQL type per control, and a few rows', async () => {
    const columns = await sourceColumns(t.db, 'app.kitchen_sink');
    const typeOf = (type: string) => columns.get(kitchen.find((e) => e.type === type)!.data_field!);
    expect(
      Object.fromEntries(
        [
          'number',
          'int',
          'date',
          'datetime',
          'time',
          'checkbox',
          'multiselect',
          'file',
          'image',
          'key_value',
          'raw_json',
          'geo',
          'geo_polygon',
          'code',
          'rich_text',
        ].map((type) => [type, typeOf(type)]),
      ),
    ).toEqual({
      number: 'numeric',
      int: 'integer',
      date: 'date',
      datetime: 'timestamp with time zone',
      time: 'time without time zone',
      checkbox: 'boolean',
      multiselect: 'jsonb',
      file: 'jsonb',
      image: 'jsonb',
      key_value: 'jsonb',
      raw_json: 'jsonb',
      geo: 'jsonb',
      geo_polygon: 'jsonb',
      code: 'text',
      rich_text: 'text',
    });
    expect(columns.get('version')).toBe('integer');
    expect(await count(t, 'app.kitchen_sink')).toBe(3);
  });

  it('translates every text of the demo forms into la, ru, en and qq; inline options carry their own names', async () => {
    const texts = new Set<string>();
    for (const name of DEMO_FORM_NAMES) {
      const form = await t.db.selectFrom('forms').select('title').where('name', '=', name).executeTakeFirstOrThrow();
      texts.add(form.title);
      elementTexts(await storedElements(t.db, name)).forEach((text) => texts.add(text));
    }
    expect(texts).toContain('Нархи|Сумма|сўм|Солиқсиз');
    expect(await untranslated(t.db, [...texts])).toEqual({ la: [], ru: [], en: [], qq: [] });
    const whole = await t.db
      .selectFrom('translations')
      .select('value')
      .where('locale', '=', 'en')
      .where('key', '=', 'Нархи|Сумма|сўм|Солиқсиз')
      .executeTakeFirstOrThrow();
    expect(whole.value).toBe('Price|Amount|sum|Before tax');
    for (const option of kitchen.flatMap((e) => e.data ?? []).filter((o) => /[\u0400-\u04FF]/.test(o.name))) {
      expect(Object.keys(option)).toEqual(expect.arrayContaining(['name_la', 'name_ru', 'name_en', 'name_qq']));
    }
  });

  it('links the kitchen sink and the new appeal from the sidebar, translated', async () => {
    const items = await t.db
      .selectFrom('menus')
      .select(['name', 'link'])
      .where('link', 'in', ['/forms/kitchen_sink', '/forms/appeals'])
      .execute();
    expect(items.map((item) => item.link).sort()).toEqual(['/forms/appeals', '/forms/kitchen_sink']);
    expect(
      await untranslated(
        t.db,
        items.map((item) => item.name),
      ),
    ).toEqual({ la: [], ru: [], en: [], qq: [] });
  });

  it('runs once: seeding again changes nothing and keeps an administrator’s edits and deletions', async () => {
    await t.db.updateTable('forms').set({ title: 'Edited by admin' }).where('name', '=', 'appeals').execute();
    await t.db.deleteFrom('forms').where('name', '=', 'public_appeal').execute();
    await sql`DELETE FROM app.kitchen_sink WHERE id = 3`.execute(t.db);
    const before = await Promise.all(
      ['forms', 'form_elements', 'menus', 'translations', 'app.mahallas', 'app.kitchen_sink', 'tables'].map((from) => count(t, from)),
    );

    await seedAgain(t);

    expect(
      await Promise.all(
        ['forms', 'form_elements', 'menus', 'translations', 'app.mahallas', 'app.kitchen_sink', 'tables'].map((from) => count(t, from)),
      ),
    ).toEqual(before);
    const forms = await t.db.selectFrom('forms').select(['name', 'title']).execute();
    expect(forms.find((form) => form.name === 'appeals')?.title).toBe('Edited by admin');
    expect(forms.map((form) => form.name)).not.toContain('public_appeal');
  });
});

describe('a demo database seeded before forms existed', () => {
  it('gets the forms, their tables and columns, the new menu items and the soft-delete SQL on its next start', async () => {
    const t = await createTestDatabase('demo');
    try {
      // Back to the state of the previous release.
      await t.db
        .deleteFrom('project_settings')
        .where('key', 'in', [
          'platon.demoFormsSeededAt',
          'platon.builtInConfigSeededAt',
          'platon.demoMenuFormsSeededAt',
          'platon.demoMenuRelease',
        ])
        .execute();
      await t.db.deleteFrom('forms').execute();
      const oldTables = ['menus', 'tables', 'table_columns', 'table_filters', 'translations', 'users', 'user_logs', 'platon_pages'];
      await t.db.deleteFrom('tables').where('is_built_in', '=', true).where('name', 'not in', oldTables).execute();
      const oldConfigLinks = [
        '/tables/menus',
        '/tables/tables',
        '/tables/forms',
        '/tables/platon_pages',
        '/tables/translations',
        '/tables/users',
        '/tables/user_logs',
      ];
      const config = await t.db.selectFrom('menus').select('id').where('name', '=', 'Конфигурация').executeTakeFirstOrThrow();
      await t.db.deleteFrom('menus').where('parent_id', '=', config.id).where('link', 'not in', oldConfigLinks).execute();
      await t.db.deleteFrom('menus').where('link', '=', '/forms/kitchen_sink').execute();
      await t.db.updateTable('tables').set({ source_sql: APPEALS_SQL_BEFORE_SOFT_DELETE }).where('name', '=', 'appeals').execute();
      await sql`DROP TABLE app.kitchen_sink`.execute(t.db);
      await sql`DROP TABLE app.mahallas`.execute(t.db);
      for (const column of ['deleted_at', 'attachments', 'location', 'contact_email', 'note'])
        await sql.raw(`ALTER TABLE app.appeals DROP COLUMN ${column}`).execute(t.db);
      const menusBefore = await count(t, 'menus');

      await seedAgain(t);

      const forms = (
        await t.db
          .selectFrom('forms')
          .select('name')
          .where(
            'name',
            'in',
            DEMO_FORMS.map((form) => form.name),
          )
          .execute()
      ).map((row) => row.name);
      expect(forms.sort()).toEqual(DEMO_FORM_NAMES);
      for (const name of DEMO_FORM_NAMES) expect(await formProblems(t.db, name), name).toEqual([]);
      expect(await count(t, 'app.mahallas')).toBe(10_000);
      expect(await count(t, 'menus')).toBe(countMenus([...DEMO_MENUS, SYSTEM_MENU]));
      expect(await count(t, 'menus')).toBeGreaterThan(menusBefore);
      const added = await t.db
        .selectFrom('menus')
        .select(['parent_id', 'project_id'])
        .where('link', '=', '/tables/form_elements')
        .executeTakeFirstOrThrow();
      expect(added).toEqual({ parent_id: config.id, project_id: 'platon' });
      const { source_sql } = await t.db.selectFrom('tables').select('source_sql').where('name', '=', 'appeals').executeTakeFirstOrThrow();
      expect(source_sql).toContain('deleted_at IS NULL');

      // And a restart after that brings back nothing an administrator removed.
      await t.db.deleteFrom('menus').where('link', '=', '/tables/form_elements').execute();
      await seedAgain(t);
      expect(await count(t, 'menus')).toBe(countMenus([...DEMO_MENUS, SYSTEM_MENU]) - 1);
    } finally {
      await t.drop();
    }
  });
});

describe('a demo sidebar of the first release', () => {
  it('gets the system group with its pages once, where DEMO_MENUS puts it, and never again after an administrator deletes it', async () => {
    const t = await createTestDatabase('demo');
    try {
      const system = await t.db
        .selectFrom('menus')
        .select(['id', 'sort_order'])
        .where('name', '=', 'Тизим')
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      await t.db.deleteFrom('menus').where('parent_id', '=', system.id).execute();
      await t.db.deleteFrom('menus').where('id', '=', system.id).execute();
      await t.db.deleteFrom('project_settings').where('key', '=', 'platon.demoMenuRelease').execute();
      await t.db
        .insertInto('project_settings')
        .values({ key: 'platon.demoMenuFormsSeededAt', value: JSON.stringify('2026-11-01T00:00:00Z') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();

      await seedAgain(t);

      const top = await t.db
        .selectFrom('menus')
        .select(['id', 'name'])
        .where('parent_id', 'is', null)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const names = top.map((menu) => menu.name);
      expect(names.indexOf('Тизим')).toBe(names.indexOf('Фойдаланувчи қўлланмаси') + 1);
      const group = top.find((menu) => menu.name === 'Тизим')!;
      const children = await t.db
        .selectFrom('menus')
        .select(['link', 'permission', 'project_id'])
        .where('parent_id', '=', group.id)
        .orderBy('sort_order')
        .execute();
      expect(children).toEqual([
        { link: '/async', permission: null, project_id: 'appeals' },
        { link: '/system/file-manager', permission: 'platon.admin', project_id: 'appeals' },
        { link: '/system/resizable-page', permission: null, project_id: 'appeals' },
        { link: '/system/call24', permission: 'platon.admin', project_id: 'appeals' },
        { link: '/system/db-control', permission: 'platon.admin', project_id: 'appeals' },
      ]);
      expect(await count(t, 'menus')).toBe(countMenus([...DEMO_MENUS, SYSTEM_MENU]));

      await t.db.deleteFrom('menus').where('parent_id', '=', group.id).execute();
      await t.db.deleteFrom('menus').where('id', '=', group.id).execute();
      await seedAgain(t);
      expect(await count(t, 'menus')).toBe(countMenus([...DEMO_MENUS, SYSTEM_MENU]) - 6);
    } finally {
      await t.drop();
    }
  });
});
