import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableColumnMeta } from '../../src/core/api/tableMetaContract';
import type { TableDefinition } from '../../src/core/api/tableContract';
import { createTableFixture } from './support/tableFixture';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Саҳифа топилмади' };

describe('table definitions (GET /api/tables/{name}, GET /api/public/tables/{name})', () => {
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
  async function definition(url: string, token?: string): Promise<TableDefinition> {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TableDefinition }).data;
  }
  const titles = (columns: TableColumnMeta[]) => columns.map((column) => column.title);

  it('needs a signed-in user', async () => {
    expect((await get('/api/tables/appeals')).statusCode).toBe(401);
    expect((await get('/api/tables/appeals', 'not-a-token')).json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answers the appeals props: pins, paging, default order, keyboard navigation', async () => {
    const { props, columnConfig } = await definition('/api/tables/appeals', userToken);
    expect(props).toEqual({
      tableName: 'appeals',
      tableId: expect.any(Number),
      level: 1,
      title: 'Барча мурожаатлар',
      projectId: 'appeals',
      isBuiltIn: false,
      isPublic: false,
      rowKey: 'id',
      pageSize: 50,
      paging: 'server',
      exportable: true,
      leftFixed: 2,
      rightFixed: 1,
      groupBy: null,
      splitRowsBy: null,
      maxHeight: null,
      navigateByKeyboard: true,
      defaultSort: 'created_at',
      defaultOrder: -1,
    });
    expect(columnConfig).toBeNull();
  });

  it('nests header groups in position order and carries every column feature the administrator set', async () => {
    const { columns } = await definition('/api/tables/appeals', userToken);
    expect(titles(columns)).toEqual(['Ариза', 'Сана', 'Жойлашув', 'Тоифа', 'Ташкилот', 'Молия', 'Муддати', 'Телефон', 'Мазмуни', 'Ҳолат']);
    const group = (title: string) => columns.find((column) => column.title === title)!;
    expect(group('Ариза').dataField).toBeUndefined();
    // Urgency sits beside the number it colours: not by colour alone (issue 43).
    expect(titles(group('Ариза').children!)).toEqual(['Рақами', 'Шошилинч', 'Мурожаатчи']);
    expect(group('Жойлашув').children!.map((c) => c.dataField)).toEqual(['region_name', 'district_name']);
    expect(group('Молия').children!.map((c) => c.dataField)).toEqual(['amount', 'paid', 'debt', 'paid_percent']);
    expect(group('Сана').children).toBeUndefined();

    const [number] = group('Ариза').children!;
    expect(number).toMatchObject({
      dataField: 'number',
      link: '/forms/appeals/{id}',
      sumType: 'count',
      formatCondition: 'is_urgent == true',
      // The theme's danger colour: 4.5:1 on every theme's surfaces, where pure red was 3.99:1.
      formatColor: 'var(--platon-danger)',
      sortable: true,
    });
    const [amount, paid, debt, percent] = group('Молия').children!;
    expect(amount).toMatchObject({ numberFormat: 2, dataAlign: 'right', footerAlign: 'right', sumType: 'sum' });
    expect(paid).toMatchObject({ formatCondition: 'paid >= amount', formatBackgroundColor: '#d1e7dd', sumType: 'sum' });
    expect(debt.hint).toBeTruthy();
    expect(percent).toMatchObject({ footer: "sum('paid') / sum('amount') * 100", cellFormat: 'percent' });
    expect(group('Сана')).toMatchObject({ dataField: 'created_at', cellFormat: 'datetime' });
    expect(group('Ариза').children![1]).toMatchObject({ dataField: 'is_urgent', cellFormat: 'boolean' });
    expect(group('Телефон').sortable).toBe(false);
    // Empty fields are left out rather than sent as null.
    expect(Object.values(group('Тоифа'))).not.toContain(null);
  });

  it('resolves filter options: inline lists, app tables, and the related district select with region_id', async () => {
    const { filters } = await definition('/api/tables/appeals', userToken);
    expect(filters.map((f) => [f.type, f.dataField])).toEqual([
      ['input', 'number'],
      ['input', 'applicant'],
      ['select', 'region_id'],
      ['select', 'district_id'],
      ['select', 'status_id'],
      ['multiselect', 'category_id'],
      ['date', 'created_at'],
      ['number', 'amount'],
      ['checkbox', 'is_urgent'],
    ]);
    const byField = (field: string) => filters.find((f) => f.dataField === field)!;
    expect(byField('applicant').data).toBeNull();

    const regions = byField('region_id').data!;
    expect(regions).toHaveLength(14);
    expect(regions.map((r) => r.name)).toContain('Тошкент шаҳри');
    // Ordered by name (the exact order of Cyrillic letters is the database collation's).
    const names = regions.map((r) => r.name);
    expect(names.indexOf('Андижон вилояти')).toBeLessThan(names.indexOf('Бухоро вилояти'));
    expect(names.indexOf('Бухоро вилояти')).toBeLessThan(names.indexOf('Қорақалпоғистон Республикаси')); // id 1
    expect(regions[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      name_la: expect.any(String),
      lat: expect.any(Number),
    });

    const district = byField('district_id');
    expect(district).toMatchObject({ isRelatedSelect: true, relatedSelect: 'region_id', filterBy: 'region_id' });
    expect(district.data!.length).toBeGreaterThanOrEqual(140);
    const tashkent = regions.find((r) => r.name === 'Тошкент шаҳри')!;
    const cityDistricts = district.data!.filter((d) => d.region_id === tashkent.id).map((d) => d.name);
    expect(cityDistricts).toContain('Чилонзор тумани');
    expect(cityDistricts).not.toContain('Амударё тумани');

    expect(byField('status_id').data!.map((s) => s.name)).toContain('Ҳал этилган');
    expect(byField('category_id')).toMatchObject({ isMultiple: true });
    expect(byField('category_id').data).toHaveLength(8);
  });

  it('gives the top and row buttons; a button asking for a permission only to holders and admins', async () => {
    const plain = await definition('/api/tables/appeals', userToken);
    expect(plain.buttons.map((b) => [b.position, b.label, b.link])).toEqual([
      ['top', 'Янги мурожаат', '/forms/appeals'],
      ['row', 'Очиш', '/forms/appeals/{id}?_target=modal'],
    ]);
    // A table of its own: the definitions of the demo's are cached by the calls before (5 s).
    const table = await createTableFixture(t.db);
    await t.db
      .insertInto('table_buttons')
      .values([
        { table_id: table.id, label: 'Очиш', link: '/x/{id}', placement: 'row', position: 1 },
        { table_id: table.id, label: 'Экспорт', link: '/x', position: 99, permission: 'appeals.audit' },
      ])
      .execute();
    expect((await definition(`/api/tables/${table.name}`, userToken)).buttons.map((b) => b.label)).toEqual(['Очиш']);
    expect((await definition(`/api/tables/${table.name}`, adminToken)).buttons.map((b) => b.label)).toEqual(['Очиш', 'Экспорт']);
  });

  it('offers a button to a new record only where its form can insert for the reader (issue 43)', async () => {
    const table = await createTableFixture(t.db);
    const suffix = table.name.slice(-8);
    const form = (name: string, values: { can_insert?: boolean; permission?: string | null }) =>
      t.db
        .insertInto('forms')
        .values({ name: `${name}_${suffix}`, source_table: 'app.regions', ...values })
        .returning('name')
        .executeTakeFirstOrThrow()
        .then((row) => row.name);
    const [open, closed, audited] = await Promise.all([
      form('open', {}),
      form('closed', { can_insert: false }),
      form('audited', { permission: 'appeals.audit' }),
    ]);
    await t.db
      .insertInto('table_buttons')
      .values([
        { table_id: table.id, label: 'Янги', link: `/forms/${open}?_target=modal`, position: 1 },
        { table_id: table.id, label: 'Ёпиқ', link: `/forms/${closed}`, position: 2 },
        { table_id: table.id, label: 'Аудит', link: `/forms/${audited}`, position: 3 },
        { table_id: table.id, label: 'Йўқ', link: `/forms/missing_${suffix}`, position: 4 },
        // Opening an existing record is the form's can_update and read check, not this rule.
        { table_id: table.id, label: 'Очиш', link: `/forms/${closed}/{id}`, placement: 'row', position: 5 },
        { table_id: table.id, label: 'Бошқа', link: '/tables/appeals', position: 6 },
      ])
      .execute();
    expect((await definition(`/api/tables/${table.name}`, userToken)).buttons.map((b) => b.label)).toEqual(['Янги', 'Очиш', 'Бошқа']);
    expect((await definition(`/api/tables/${table.name}`, adminToken)).buttons.map((b) => b.label)).toEqual([
      'Янги',
      'Аудит',
      'Очиш',
      'Бошқа',
    ]);
  });

  it('serves each level its own columns, filters and buttons', async () => {
    const level2 = await definition('/api/tables/appeals?level=2', userToken);
    expect(level2.props.level).toBe(2);
    expect(level2.columns.map((c) => c.dataField)).toEqual(['number', 'applicant', 'status_name', 'amount']);
    expect(level2.filters).toEqual([]);
    expect(level2.buttons).toEqual([]);
    const level3 = await definition('/api/tables/appeals?level=3', userToken);
    expect(level3.columns).toEqual([]);
    expect((await get('/api/tables/appeals?level=0', userToken)).statusCode).toBe(400);
    expect((await get('/api/tables/appeals?level=abc', userToken)).statusCode).toBe(400);
  });

  it('describes the grouping demo: client paging, group and split fields, per-group footers', async () => {
    const { props, columns } = await definition('/api/tables/appeals_by_region', userToken);
    expect(props).toMatchObject({ paging: 'client', groupBy: 'region_name', splitRowsBy: 'district_name', defaultSort: 'district_name' });
    expect(columns.filter((c) => c.sumType).map((c) => [c.dataField, c.sumType])).toEqual([
      ['number', 'count'],
      ['amount', 'sum'],
      ['paid', 'sum'],
    ]);
  });

  it('is 404 for an unknown table, and 403 for a table whose permission the user lacks (admins read it)', async () => {
    const missing = await get('/api/tables/no_such_table', userToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
    const denied = await get('/api/tables/users', userToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    const users = await definition('/api/tables/users', adminToken);
    expect(users.props).toMatchObject({ projectId: 'platon', isBuiltIn: true });
    const fields = users.columns.map((c) => c.dataField);
    expect(fields).toContain('username');
    expect(fields).not.toContain('password_hash');
    expect(fields).not.toContain('otp_secret');
  });

  it('builds the built-in configuration tables the demo menu links to', async () => {
    for (const name of ['menus', 'tables', 'table_columns', 'table_filters', 'translations', 'users', 'user_logs', 'platon_pages']) {
      expect((await definition(`/api/tables/${name}`, adminToken)).props, name).toMatchObject({
        tableName: name,
        isBuiltIn: true,
        projectId: 'platon',
      });
    }
  });

  it('serves public tables without a token and answers 404 for every other one, whatever it is', async () => {
    const regions = await definition('/api/public/tables/regions');
    expect(regions.props).toMatchObject({ tableName: 'regions', isPublic: true });
    expect(regions.columns.map((c) => c.dataField)).toEqual(['id', 'name', 'name_la', 'lat', 'lng']);
    expect(regions.columnConfig).toBeNull();
    // The same definition for signed-in users.
    expect((await definition('/api/tables/regions', userToken)).columns).toEqual(regions.columns);

    for (const name of ['appeals', 'users', 'no_such_table']) {
      const response = await get(`/api/public/tables/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    // Public but asking for a permission: still never anonymous.
    const guarded = await createTableFixture(t.db, { table: { is_public: true, permission: 'reports.view' } });
    expect((await get(`/api/public/tables/${guarded.name}`)).statusCode).toBe(404);
  });

  it('reads options only from tables of schema app: other schemas and hostile names give none', async () => {
    const { props } = await definition('/api/tables/regions', userToken);
    const tableId = Number(props.tableId);
    await t.db
      .insertInto('table_filters')
      .values([
        { table_id: tableId, level: 5, position: 1, type: 'select', data_field: 'a', data_source: 'users' },
        { table_id: tableId, level: 5, position: 2, type: 'select', data_field: 'b', data_source: 'regions; DROP TABLE users; --' },
        { table_id: tableId, level: 5, position: 3, type: 'select', data_field: 'c', data_source: '../users' },
        { table_id: tableId, level: 5, position: 4, type: 'select', data_field: 'd', data: JSON.stringify([{ id: 'x', name: 'X' }]) },
      ])
      .execute();
    const { filters } = await definition('/api/tables/regions?level=5', adminToken);
    expect(filters.map((f) => [f.dataField, f.data])).toEqual([
      ['a', []],
      ['b', []],
      ['c', []],
      ['d', [{ id: 'x', name: 'X' }]],
    ]);
    expect(await t.db.selectFrom('users').select('id').execute()).not.toHaveLength(0);
  });

  it('drops columns whose parent is missing instead of promoting them, and survives a parent cycle', async () => {
    const { props } = await definition('/api/tables/categories', userToken);
    const tableId = Number(props.tableId);
    const insert = (values: { parent_id: number | null; title: string }) =>
      t.db
        .insertInto('table_columns')
        .values({ table_id: tableId, level: 7, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
    const group = await insert({ parent_id: null, title: 'Group' });
    await insert({ parent_id: group.id, title: 'Leaf' });
    const a = await insert({ parent_id: null, title: 'A' });
    const b = await insert({ parent_id: a.id, title: 'B' });
    await t.db.updateTable('table_columns').set({ parent_id: b.id }).where('id', '=', a.id).execute();
    const { columns } = await definition('/api/tables/categories?level=7', userToken);
    expect(columns.map((c) => [c.title, c.children?.map((x) => x.title)])).toEqual([['Group', ['Leaf']]]);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const spec = (await get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    for (const [path, method] of [
      ['/api/tables/{name}', 'get'],
      ['/api/public/tables/{name}', 'get'],
      ['/api/user/column', 'post'],
    ]) {
      expect(spec.paths[path]?.[method], path).toMatchObject({ tags: ['tables'], summary: expect.any(String) });
    }
  });
});
