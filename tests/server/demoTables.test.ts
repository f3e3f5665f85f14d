import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DEMO_MENUS, type MenuSeed } from '../../server/seed/demoMenus';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { seedDemoAppeals } from '../../server/seed/seedDemoAppeals';
import { DEMO_TABLES } from '../../server/seed/demoTables';
import { ADVERTISEMENTS_TABLE } from '../../server/ads/advertisementsScreen';
import { BUILT_IN_TABLES } from '../../server/seed/demoTablesBuiltIn';
import type { ColumnSeed } from '../../server/seed/TableSeed';
import { queryWindowSql } from '../../server/tables/queryWindowSql';
import { readRuntimeTable } from '../../server/tables/runtimeTable';
import { newRecordFormName } from '../../server/tables/newRecordFormName';
import { genericPlan } from './support/genericPlan';
import { createTestDatabase, TEST_APPEAL_COUNT, testHasher, type TestDatabase } from './testDatabase';

/** Table buttons that open a new record of a form that does not exist or cannot insert: dead ends (issue 43). */
async function deadNewRecordButtons(database: TestDatabase): Promise<string[]> {
  const buttons = await database.db
    .selectFrom('table_buttons')
    .innerJoin('tables', 'tables.id', 'table_buttons.table_id')
    .select(['tables.name', 'link'])
    .execute();
  const insertable = new Set(
    (await database.db.selectFrom('forms').select('name').where('can_insert', '=', true).execute()).map((form) => form.name),
  );
  return buttons.flatMap(({ name, link }) => {
    const form = newRecordFormName(link);
    return form === null || insertable.has(form) ? [] : [`${name}: ${link}`];
  });
}

const count = async (database: TestDatabase, from: string): Promise<number> =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(from)}`.execute(database.db)).rows[0].n;

describe('demo registry and demo tables (seed)', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase('demo');
  });
  afterAll(async () => t?.drop());

  it('fills schema app: 14 regions, their districts, catalogs, and the configured number of appeals', async () => {
    expect(await count(t, 'app.appeals')).toBe(TEST_APPEAL_COUNT);
    expect(await count(t, 'app.regions')).toBe(14);
    expect(await count(t, 'app.districts')).toBeGreaterThanOrEqual(140);
    expect(await count(t, 'app.categories')).toBe(8);
    expect(await count(t, 'app.statuses')).toBe(5);
    expect(await count(t, 'app.organizations')).toBe(30);
    const { rows } = await sql<{ name: string }>`SELECT name FROM app.regions ORDER BY id`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Қорақалпоғистон Республикаси', 'Андижон вилояти', 'Тошкент шаҳри']));
  });

  it('generates consistent appeals: district inside its region, points inside Uzbekistan, paid within amount', async () => {
    const { rows } = await sql<Record<string, number>>`
      SELECT
        count(*) FILTER (WHERE d.region_id <> a.region_id)::int AS wrong_region,
        count(*) FILTER (WHERE a.lat NOT BETWEEN 37.1 AND 45.6 OR a.lng NOT BETWEEN 55.9 AND 73.2)::int AS outside,
        count(*) FILTER (WHERE a.paid > a.amount OR a.paid < 0)::int AS overpaid,
        count(*) FILTER (WHERE a.number !~ '^A-[0-9]{6,}$')::int AS bad_number,
        count(*) FILTER (WHERE a.due_date < a.created_at::date)::int AS due_before_created,
        count(DISTINCT a.applicant)::int AS applicants,
        count(DISTINCT a.region_id)::int AS regions,
        count(DISTINCT a.status_id)::int AS statuses,
        count(*) FILTER (WHERE a.is_urgent)::int AS urgent
      FROM app.appeals a JOIN app.districts d ON d.id = a.district_id`.execute(t.db);
    expect(rows[0]).toMatchObject({
      wrong_region: 0,
      outside: 0,
      overpaid: 0,
      bad_number: 0,
      due_before_created: 0,
      regions: 14,
      statuses: 5,
    });
    expect(rows[0].applicants).toBeGreaterThan(TEST_APPEAL_COUNT / 3);
    expect(rows[0].urgent).toBeGreaterThan(0);
    // New records continue after the generated ids.
    const next = await sql<{ id: number }>`INSERT INTO app.appeals (number, applicant, region_id, district_id, category_id, status_id)
      VALUES ('T-1', 'Test', 1, 1, 1, 1) RETURNING id`.execute(t.db);
    expect(next.rows[0].id).toBe(TEST_APPEAL_COUNT + 1);
    await sql`DELETE FROM app.appeals WHERE number = 'T-1'`.execute(t.db);
  });

  it('is deterministic: the same count gives the same rows on another database', async () => {
    const other = await createTestDatabase('migrated');
    try {
      await other.db.transaction().execute((trx) => seedDemoAppeals(trx, TEST_APPEAL_COUNT));
      const digest = async (database: TestDatabase) =>
        (await sql<{ d: string }>`SELECT md5(string_agg(a::text, '|' ORDER BY a.id)) AS d FROM app.appeals a`.execute(database.db)).rows[0]
          .d;
      expect(await digest(other)).toBe(await digest(t));
    } finally {
      await other.drop();
    }
  });

  it('exposes raw ids and display names through the appeals SQL, and one month in the grouping demo', async () => {
    const tables = await t.db
      .selectFrom('tables')
      .select(['name', 'source_sql'])
      .where('name', 'in', ['appeals', 'appeals_by_region'])
      .execute();
    const sourceOf = (name: string) => tables.find((table) => table.name === name)!.source_sql!;
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM (${sql.raw(sourceOf('appeals'))}) AS src ORDER BY id LIMIT 1`.execute(
      t.db,
    );
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining([
        'id',
        'number',
        'applicant',
        'region_id',
        'region_name',
        'district_id',
        'district_name',
        'category_id',
        'category_name',
        'status_id',
        'status_name',
        'organization_name',
        'amount',
        'paid',
        'debt',
        'paid_percent',
        'created_at',
        'is_urgent',
      ]),
    );
    expect(rows[0].region_name).toEqual(expect.any(String));
    expect(Number(rows[0].debt)).toBeCloseTo(Number(rows[0].amount) - Number(rows[0].paid), 2);
    expect(await count(t, `(${sourceOf('appeals')}) AS src`)).toBe(TEST_APPEAL_COUNT);

    const month = await count(t, `(${sourceOf('appeals_by_region')}) AS src`);
    expect(month).toBeGreaterThan(0);
    expect(month).toBeLessThan(TEST_APPEAL_COUNT / 10);
  });

  it("cuts a page of the registry's usual view (one region, newest first) on an index alone", async () => {
    // As the seed leaves it, vacuumed: a reused test database gets its rows back by a copy, which forgets that
    // they are visible to all, so an index-only scan would still read each row, or not be chosen at all.
    await sql`VACUUM app.appeals`.execute(t.db);
    const table = await readRuntimeTable(t.db, 'appeals', 5000);
    const { page, orderBy } = queryWindowSql(t.db, table!, {
      fields: ['id', 'number', 'region_name', 'status_name', 'created_at'],
      where: [sql`${sql.id('src', 'region_id')} = ${1}`],
      order: [
        { field: 'created_at', descending: true },
        { field: 'id', descending: true },
      ],
      limit: 51,
      offset: 100,
    });
    const nodes = await genericPlan(t.db, sql`SELECT * FROM (${page}) AS src ${orderBy}`.compile(t.db), { analyze: true });
    const cut = nodes.find((node) => node['Relation Name'] === 'appeals' && node['Actual Rows'] === 151);
    // The 100 skipped appeals and the page's 51 are found on the index, without reading their rows (but on
    // pages written since the VACUUM: this file's earlier tests write a few); then only the page's are read.
    expect(cut).toMatchObject({ 'Node Type': 'Index Only Scan', 'Index Name': 'appeals_live_region_created_at_idx' });
    expect(cut!['Heap Fetches']).toBeLessThan(15);
  });

  it('writes the metadata of every demo table, and every /tables link of the demo menu opens one', async () => {
    const names = (await t.db.selectFrom('tables').select('name').execute()).map((row) => row.name);
    expect(names.sort()).toEqual([...DEMO_TABLES, ...BUILT_IN_TABLES, ADVERTISEMENTS_TABLE].map((table) => table.name).sort());
    const links = (items: MenuSeed[]): string[] =>
      items.flatMap((item) => [...(item.link ? [item.link] : []), ...links(item.children ?? [])]);
    const tableLinks = links(DEMO_MENUS)
      .filter((link) => link.startsWith('/tables/'))
      .map((link) => link.slice('/tables/'.length).split('?')[0]);
    expect(tableLinks).toContain('appeals_by_region');
    expect(tableLinks.filter((name) => !names.includes(name))).toEqual([]);
    const menu = await t.db.selectFrom('menus').select('name').where('link', '=', '/tables/appeals_by_region').execute();
    expect(menu).toHaveLength(1);
    const translations = await t.db.selectFrom('translations').select('locale').where('key', '=', menu[0].name).execute();
    expect(translations.map((row) => row.locale).sort()).toEqual(['en', 'la', 'qq', 'ru']);
    expect(await deadNewRecordButtons(t)).toEqual([]);
  });

  it('translates every text of the demo tables into la, ru, en and qq', async () => {
    const texts = new Set<string>();
    const walk = (columns: ColumnSeed[]): void =>
      columns.forEach((column) => {
        texts.add(column.title);
        if (column.hint) texts.add(column.hint);
        walk(column.children ?? []);
      });
    for (const table of DEMO_TABLES) {
      texts.add(table.title);
      walk(table.columns);
      for (const filter of table.filters ?? []) [filter.label, filter.placeholder].forEach((text) => text && texts.add(text));
      for (const button of table.buttons ?? []) texts.add(button.label);
    }
    // Texts that read the same in every language.
    for (const same of ['ID', 'IP', 'A-000123']) texts.delete(same);
    const rows = await t.db
      .selectFrom('translations')
      .select(['locale', 'key'])
      .where('key', 'in', [...texts])
      .execute();
    for (const locale of ['la', 'ru', 'en', 'qq']) {
      const have = new Set(rows.filter((row) => row.locale === locale).map((row) => row.key));
      expect(
        [...texts].filter((text) => !have.has(text)),
        locale,
      ).toEqual([]);
    }
  });

  it('runs once: a second seed adds nothing, regenerates nothing and keeps an administrator’s edits', async () => {
    await t.db.updateTable('tables').set({ title: 'Edited by admin' }).where('name', '=', 'appeals').execute();
    await t.db.deleteFrom('tables').where('name', '=', 'statuses').execute();
    await sql`DELETE FROM app.appeals WHERE id <= 10`.execute(t.db);
    const columnsBefore = await count(t, 'table_columns');

    await seedDatabase(t.db, { demo: true, hasher: testHasher, appealCount: TEST_APPEAL_COUNT });

    expect(await count(t, 'app.appeals')).toBe(TEST_APPEAL_COUNT - 10);
    expect(await count(t, 'table_columns')).toBe(columnsBefore);
    const tables = await t.db.selectFrom('tables').select(['name', 'title']).execute();
    expect(tables.find((table) => table.name === 'appeals')?.title).toBe('Edited by admin');
    expect(tables.map((table) => table.name)).not.toContain('statuses');
  });

  it('reads the appeal count of a real start from PLATON_DEMO_APPEALS (default 100,000)', () => {
    expect(loadConfig({}).demoAppeals).toBe(100_000);
    expect(loadConfig({ PLATON_DEMO_APPEALS: '2500' }).demoAppeals).toBe(2_500);
    expect(() => loadConfig({ PLATON_DEMO_APPEALS: 'many' })).toThrow(/PLATON_DEMO_APPEALS/);
  });
});

describe('production seed', () => {
  it('creates no demo registry and no demo tables (only the platform’s built-in ones)', async () => {
    const t = await createTestDatabase('production');
    try {
      const names = (await t.db.selectFrom('tables').select('name').execute()).map((row) => row.name);
      expect(names.sort()).toEqual([...BUILT_IN_TABLES, ADVERTISEMENTS_TABLE].map((table) => table.name).sort());
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'app'`.execute(t.db);
      expect(rows[0].n).toBe(0);
      // Every 'Қўшиш' of the configuration tables opens a form that can save what it opens.
      expect(await deadNewRecordButtons(t)).toEqual([]);
    } finally {
      await t.drop();
    }
  });
});
