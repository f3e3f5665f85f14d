import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryWindowSql } from '../../server/tables/queryWindowSql';
import { readRuntimeTable } from '../../server/tables/runtimeTable';
import { genericPlan } from './support/genericPlan';
import { createTableFixture, FIXTURE_COLUMNS, fixtureUserToken, type TableFixture } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let userToken: string;
let table: TableFixture;

interface Page {
  rows: Record<string, unknown>[];
  page: number;
  size: number;
  hasMore: boolean;
}

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  userToken = await fixtureUserToken(t.app, t.db, []);
  table = await createTableFixture(t.db, { rows: 60, table: { page_size: 25 } });
});
afterAll(async () => t?.close());

function call(path: string, query: Record<string, unknown> = {}, token: string | null = userToken) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return t.app.inject({ url: `/api/${path}?${search}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function page(query: Record<string, unknown>, name = table.name): Promise<Page> {
  const response = await call(`tables/${name}/data`, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const ids = (result: Page) => result.rows.map((row) => row.id as number);

/** The ids PostgreSQL itself gives for this WHERE and ORDER BY over the fixture's source. */
async function expectedIds(where: string, orderBy = 'id', source = table.source): Promise<number[]> {
  const result = await sql<{ id: number }>`SELECT id FROM ${sql.raw(source)} WHERE ${sql.raw(where)} ORDER BY ${sql.raw(orderBy)}`.execute(
    t.db,
  );
  return result.rows.map((row) => Number(row.id));
}

async function filtered(filters: Record<string, unknown>): Promise<number[]> {
  return ids(await page({ size: 1000, filters }));
}

describe('GET /tables/{name}/data paging', () => {
  it('pages through the table at its page size: first, middle, last and past the end', async () => {
    const first = await page({});
    expect({ ...first, rows: ids(first) }).toEqual({ rows: await expectedIds('id <= 25'), page: 1, size: 25, hasMore: true });
    const second = await page({ page: 2 });
    expect(ids(second)).toEqual(await expectedIds('id BETWEEN 26 AND 50'));
    expect(second.hasMore).toBe(true);
    const last = await page({ page: 3 });
    expect(ids(last)).toEqual(await expectedIds('id > 50'));
    expect(last.hasMore).toBe(false);
    expect(await page({ page: 4 })).toEqual({ rows: [], page: 4, size: 25, hasMore: false });
  });

  it('honours a requested size, and says no more pages when the last one is exactly full', async () => {
    const last = await page({ page: 3, size: 20 });
    expect(ids(last)).toEqual(await expectedIds('id > 40'));
    expect(last.hasMore).toBe(false);
    expect((await page({ page: 2, size: 20 })).hasMore).toBe(true);
  });

  it('returns numbers as numbers, days as YYYY-MM-DD and instants as ISO 8601 on both databases', async () => {
    const [row] = (await page({ size: 1 })).rows;
    expect(row).toMatchObject({
      id: 1,
      title: 'Row 1',
      status: 'open',
      region_id: 2,
      amount: 9.25,
      score: 3,
      active: false,
      created_on: '2024-01-02',
    });
    expect(new Date(row.created_at as string).toISOString()).toBe('2024-01-01T07:00:00.000Z');
    expect(row.created_at).toMatch(/^2024-01-01T\d{2}:00:00(Z|[+-]\d{2}:\d{2})$/);
    // A bigint beyond 2^53 stays exact: a number only where the double holds it exactly, else its digits.
    const withBig = await createTableFixture(t.db, { columns: [...FIXTURE_COLUMNS, { title: 'Big', data_field: 'big' }] });
    const rows = (await page({ size: 2 }, withBig.name)).rows;
    expect(rows.map((item) => item.big)).toEqual([9007199254740994, '9007199254740995']);
  });

  it("sends an administrator's numerics as numbers only where a double holds them exactly, else as their text", async () => {
    const values = ['12.50', '-0.125', '0.00', '0.1000000000000000055', '1e400', '1e-400', 'NaN', 'Infinity', '-9223372036854775808'];
    const numbers = await createTableFixture(t.db, {
      rows: values.length,
      columns: [
        { title: 'ID', data_field: 'id' },
        { title: 'Value', data_field: 'value' },
        // Named as the page's own row number is inside its SQL: the two must not clash.
        { title: 'Whole', data_field: 'n' },
      ],
      table: {
        source_sql: `SELECT src.id, (ARRAY[${values.map((value) => `'${value}'`).join(', ')}]::numeric[])[src.id] AS value,
          CASE src.id WHEN 9 THEN -9223372036854775808 WHEN 8 THEN 9007199254740993 ELSE src.id END::bigint AS n FROM {source} AS src`,
      },
    });
    const rows = (await page({ sort: 'id', order: '1', size: 20 }, numbers.name)).rows;
    expect(rows.map((row) => row.value)).toEqual([
      12.5,
      -0.125,
      0,
      '0.1000000000000000055',
      '1' + '0'.repeat(400),
      '0.' + '0'.repeat(399) + '1',
      'NaN',
      'Infinity',
      '-9223372036854775808',
    ]);
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3, 4, 5, 6, 7, '9007199254740993', '-9223372036854775808']);
  });

  it('sends only the configured columns and the fields their links, formats and conditions and the buttons use', async () => {
    const narrow = await createTableFixture(t.db, {
      table: { is_public: true },
      columns: [
        { title: 'Title', data_field: 'title', link: '/forms/x/{ region_id }' },
        {
          title: 'Score',
          data_field: 'score',
          cell_format: '{score} ({status})',
          format_condition: 'amount > 10 && active == true',
          format_color: 'red',
        },
      ],
    });
    await t.db
      .insertInto('table_buttons')
      .values({ table_id: narrow.id, level: 1, label: 'Open', link: '/forms/y/{created_on}', placement: 'row' })
      .execute();
    for (const path of [`tables/${narrow.name}/data`, `public/tables/${narrow.name}/data`]) {
      const response = await call(path, { size: 3 });
      expect(response.statusCode, response.body).toBe(200);
      for (const row of response.json().data.rows) {
        expect(Object.keys(row).sort()).toEqual(['active', 'amount', 'created_on', 'id', 'region_id', 'score', 'status', 'title']);
      }
    }
    // Sorting by a field adds nothing it does not already carry; the default table's rows lack the unconfigured `big`.
    expect(Object.keys((await page({ size: 1 })).rows[0])).not.toContain('big');
  });

  it('refuses a size above MAX_PAGE_SIZE for a server-paged table but gives a client-paged table all rows at once', async () => {
    const tooBig = await call(`tables/${table.name}/data`, { size: 10001 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/size must be at most 10000/);
    const client = await createTableFixture(t.db, { rows: 60, table: { paging: 'client' } });
    const all = await page({ size: 200000 }, client.name);
    expect(all.rows).toHaveLength(60);
    expect(all.hasMore).toBe(false);
  });
});

describe('GET /tables/{name}/data sorting', () => {
  it('sorts ascending and descending with NULLs last and first, ties broken by the row key in the same direction', async () => {
    expect(ids(await page({ size: 100, sort: 'amount', order: 1 }))).toEqual(await expectedIds('true', 'amount ASC NULLS LAST, id'));
    expect(ids(await page({ size: 100, sort: 'amount', order: -1 }))).toEqual(
      await expectedIds('true', 'amount DESC NULLS FIRST, id DESC'),
    );
    expect(ids(await page({ size: 100, sort: 'created_on' }))).toEqual(await expectedIds('true', 'created_on, id'));
  });

  it('keeps paging stable on a column full of ties: every row exactly once, in one order', async () => {
    const seen: unknown[] = [];
    for (let number = 1; number <= 9; number += 1) seen.push(...ids(await page({ page: number, size: 7, sort: 'status', order: -1 })));
    expect(seen).toEqual(await expectedIds('true', 'status DESC, id DESC'));
  });

  it("uses the table's default order without a sort, and keeps groups together before the requested sort", async () => {
    const sorted = await createTableFixture(t.db, { table: { default_sort: 'score', default_order: -1 } });
    expect(ids(await page({ size: 100 }, sorted.name))).toEqual(await expectedIds('true', 'score DESC, id DESC', sorted.source));
    const grouped = await createTableFixture(t.db, { table: { group_by: 'status' } });
    expect(ids(await page({ size: 100, sort: 'amount', order: -1 }, grouped.name))).toEqual(
      await expectedIds('true', 'status, amount DESC NULLS FIRST, id DESC', grouped.source),
    );
    expect(ids(await page({ size: 100, sort: 'status', order: -1 }, grouped.name))).toEqual(
      await expectedIds('true', 'status DESC, id DESC', grouped.source),
    );
  });

  it('answers 400 for an unknown field, a source column not shown in the table, and a column marked not sortable', async () => {
    for (const sort of ['nope', 'big', 'share', 'active']) {
      const response = await call(`tables/${table.name}/data`, { sort });
      expect(response.statusCode, sort).toBe(400);
      expect(response.json().message).toMatch(sort === 'active' ? /not sortable/ : /Unknown sort field/);
    }
    expect((await call(`tables/${table.name}/data`, { sort: 'id', order: 2 })).statusCode).toBe(400);
  });
});

describe('GET /tables/{name}/data filters', () => {
  it('input: contains, case-insensitive, with % and _ matching only themselves', async () => {
    expect(await filtered({ title: 'ROW 1' })).toEqual(await expectedIds("title ILIKE '%row 1%'"));
    expect(await filtered({ title: '%' })).toEqual([4]);
    expect(await filtered({ title: '%_' })).toEqual([4]);
    expect(await filtered({ title: 'ow_1' })).toEqual([]);
    expect(await filtered({ title: 'шаҳри' })).toEqual([6]);
  });

  it('select: equal to one value, or any of several (multiple), numbers given as numbers or text', async () => {
    expect(await filtered({ status: 'open' })).toEqual(await expectedIds("status = 'open'"));
    expect(await filtered({ region_id: [1, 3] })).toEqual(await expectedIds('region_id IN (1, 3)'));
    expect(await filtered({ region_id: ['2'] })).toEqual(await expectedIds('region_id = 2'));
    expect(await filtered({ status: ['new', 'closed'] })).toEqual(await expectedIds("status IN ('new', 'closed')"));
  });

  it('number and int: ranges closed and open at either end', async () => {
    expect(await filtered({ amount: { from: 100, to: 200 } })).toEqual(await expectedIds('amount BETWEEN 100 AND 200'));
    expect(await filtered({ amount: { from: '200.5' } })).toEqual(await expectedIds('amount >= 200.5'));
    expect(await filtered({ amount: { to: 50, from: null } })).toEqual(await expectedIds('amount <= 50'));
    expect(await filtered({ score: { from: 2, to: 4 } })).toEqual(await expectedIds('score BETWEEN 2 AND 4'));
    // A column without a filter of its own filters by its type: id is an integer column.
    expect(await filtered({ id: { from: 10.5, to: 12 } })).toEqual([11, 12]);
  });

  it('date: whole days, `to` included, also on a timestamp column; datetime: instants', async () => {
    expect(await filtered({ created_on: { from: '2024-01-10', to: '2024-01-20' } })).toEqual(
      await expectedIds("created_on BETWEEN '2024-01-10' AND '2024-01-20'"),
    );
    expect(await filtered({ created_on: { to: '2024-01-05' } })).toEqual(await expectedIds("created_on <= '2024-01-05'"));
    expect(await filtered({ created_at: { from: '2024-01-02', to: '2024-01-03' } })).toEqual(
      await expectedIds("created_at >= '2024-01-02' AND created_at < '2024-01-04'"),
    );
    expect(await filtered({ created_at: { from: '2024-01-02T10:00:00Z', to: '2024-01-03T04:00:00+00:00' } })).toEqual(
      await expectedIds("created_at BETWEEN '2024-01-02T10:00:00Z' AND '2024-01-03T04:00:00Z'"),
    );
  });

  it('checkbox: equal to true or to false', async () => {
    expect(await filtered({ active: true })).toEqual(await expectedIds('active'));
    expect(await filtered({ active: false })).toEqual(await expectedIds('NOT active'));
  });

  it('combines filters with AND and ignores empty ones', async () => {
    expect(await filtered({ status: 'open', region_id: [1, 2], amount: { from: 50 }, title: '' })).toEqual(
      await expectedIds("status = 'open' AND region_id IN (1, 2) AND amount >= 50"),
    );
    expect(await filtered({ title: '', status: null, region_id: [], amount: { from: '', to: null } })).toHaveLength(60);
  });

  it('answers 400 for unknown filter fields and values a column cannot hold', async () => {
    const cases: [unknown, RegExp][] = [
      [{ nope: 1 }, /Unknown filter field "nope"/],
      [{ big: 1 }, /Unknown filter field "big"/],
      [{ share: 1 }, /Unknown filter field "share"/],
      [{ amount: { from: 'abc' } }, /Bad value "abc" for filter "amount"/],
      [{ score: { from: 2.5 } }, /whole numbers/],
      [{ region_id: ['x'] }, /Bad value/],
      [{ region_id: [2147483648] }, /Bad value/],
      [{ created_on: { from: '2024-02-30' } }, /Bad value/],
      [{ created_at: { to: '2024-01-01T25:00' } }, /Bad value/],
      [{ active: 'maybe' }, /Bad value/],
      [{ status: { from: 'a' } }, /does not take a range/],
      [{ title: ['a', 'b'] }, /takes text/],
      [{ title: 'nul\u0000byte' }, /Bad value/],
      [{ region_id: Array.from({ length: 1001 }, (_, index) => index) }, /at most 1000 values/],
    ];
    for (const [filters, message] of cases) {
      const response = await call(`tables/${table.name}/data`, { filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 400 for filters that are not a JSON object', async () => {
    for (const filters of ['{"status":', '[1,2]', 'null', '"open"']) {
      const response = await call(`tables/${table.name}/data`, { filters });
      expect(response.statusCode, filters).toBe(400);
      expect(response.json().message).toMatch(/filters/);
    }
  });

  it("reads an administrator's SQL as the source, filtered and sorted like a table", async () => {
    const query = await createTableFixture(t.db, {
      table: { source_sql: "SELECT id, title, status, amount, region_id FROM {source} WHERE status <> 'new';" },
    });
    const rows = (await page({ size: 100, sort: 'amount', order: -1, filters: { region_id: [1, 2] } }, query.name)).rows;
    expect(rows.map((row) => row.id)).toEqual(
      await expectedIds("status <> 'new' AND region_id IN (1, 2)", 'amount DESC NULLS FIRST, id DESC', query.source),
    );
    expect(Object.keys(rows[0]).sort()).toEqual(['amount', 'id', 'region_id', 'status', 'title']);
  });

  it("pages an administrator's SQL with lookups exactly as the SQL itself gives them: rows, values, order, counts", async () => {
    // Regions 1-3 have names, 4-5 none (a LEFT JOIN's nulls); ties in status and region names; one row left out.
    const lookup = `app."t_lookup_${Date.now()}"`;
    await sql`CREATE TABLE ${sql.raw(lookup)} (id integer PRIMARY KEY, name text)`.execute(t.db);
    await sql`INSERT INTO ${sql.raw(lookup)} VALUES (1, 'North'), (2, 'South'), (3, 'North')`.execute(t.db);
    const select = `SELECT s.id, s.title, s.status, s.amount, s.region_id, l.name AS region_name, s.amount * 2 AS doubled
      FROM {source} s LEFT JOIN ${lookup} l ON l.id = s.region_id WHERE s.id <> 7`;
    const joined = await createTableFixture(t.db, {
      rows: 90,
      table: { source_sql: select, page_size: 20 },
      columns: ['title', 'status', 'region_name', 'amount', 'doubled'].map((field) => ({ title: field, data_field: field })),
      filters: [
        { type: 'select', data_field: 'region_id', is_multiple: true },
        { type: 'input', data_field: 'region_name' },
        { type: 'number', data_field: 'amount' },
      ],
    });
    const sourceSql = `(${select.replaceAll('{source}', joined.source)}) AS src`;
    const cases: { query: Record<string, unknown>; where: string; orderBy: string }[] = [
      { query: {}, where: 'true', orderBy: 'id' },
      { query: { sort: 'amount', order: -1 }, where: 'true', orderBy: 'amount DESC NULLS FIRST, id DESC' },
      {
        query: { sort: 'region_name', order: 1, filters: { region_id: [1, 3, 4] } },
        where: 'region_id IN (1, 3, 4)',
        orderBy: 'region_name, id',
      },
      {
        query: { sort: 'status', order: -1, filters: { region_name: 'nor' } },
        where: "region_name ILIKE '%nor%'",
        orderBy: 'status DESC, id DESC',
      },
      { query: { sort: 'doubled', filters: { amount: { from: 50 } } }, where: 'amount >= 50', orderBy: 'doubled, id' },
    ];
    for (const { query, where, orderBy } of cases) {
      const expected = await sql<
        Record<string, unknown>
      >`SELECT id, title, status, region_name, amount::float8 AS amount, doubled::float8 AS doubled
        FROM ${sql.raw(sourceSql)} WHERE ${sql.raw(where)} ORDER BY ${sql.raw(orderBy)}`.execute(t.db);
      const rows: Record<string, unknown>[] = [];
      for (let number = 1; ; number += 1) {
        const result = await page({ ...query, page: number }, joined.name);
        rows.push(...result.rows);
        if (!result.hasMore) break;
      }
      expect(rows, JSON.stringify(query)).toEqual(expected.rows.map((row) => expect.objectContaining(row)));
      const totals = await call(`tables/${joined.name}/totals`, { filters: query.filters ?? {} });
      expect(totals.json().data.total, JSON.stringify(query)).toBe(expected.rows.length);
    }
  });

  /**
   * A table over an administrator's SQL that LEFT JOINs a lookup to a fixture source of `rows` rows, and the
   * generic plan of its page (`limit` rows after `offset`, newest id first), as the server's prepared reads
   * are planned: the values unknown.
   */
  async function joinedPagePlan(rows: number, limit: number, offset: number, { analyze = false } = {}) {
    const lookup = `t_lookup_${randomBytes(4).toString('hex')}`;
    await sql`CREATE TABLE ${sql.id('app', lookup)} (id integer PRIMARY KEY, name text)`.execute(t.db);
    await sql`INSERT INTO ${sql.id('app', lookup)} VALUES (1, 'North'), (2, 'South')`.execute(t.db);
    const joined = await createTableFixture(t.db, {
      rows,
      table: {
        source_sql: `SELECT s.id, s.title, s.region_id, l.name AS region_name FROM {source} s LEFT JOIN app."${lookup}" l ON l.id = s.region_id`,
      },
      columns: ['title', 'region_name'].map((field) => ({ title: field, data_field: field })),
    });
    await sql`ANALYZE ${sql.raw(joined.source)}`.execute(t.db);
    const runtime = await readRuntimeTable(t.db, joined.name, 5000);
    const { page, orderBy } = queryWindowSql(t.db, runtime!, {
      fields: ['id', 'title', 'region_name'],
      where: [],
      order: [{ field: 'id', descending: true }],
      limit,
      offset,
    });
    const nodes = await genericPlan(t.db, sql`SELECT * FROM (${page}) AS src ${orderBy}`.compile(t.db), { analyze });
    const source = joined.source.split('.')[1].replaceAll('"', '');
    return {
      lookupReads: nodes.filter((node) => node['Relation Name'] === lookup),
      sourceReads: nodes.filter((node) => node['Relation Name'] === source),
    };
  }

  it("cuts an administrator's SQL on its row keys without reading its lookups for the rows it skips", async () => {
    // PostgreSQL 15 kept every lookup in the cut while the text's bound guard was a WHERE; PGlite's 17 drops
    // them either way.
    const { lookupReads } = await joinedPagePlan(90, 21, 40);
    // Once, for the page's 21 rows; not again in the cut, for the 40 rows before them.
    expect(lookupReads).toHaveLength(1);
  });

  it("reads an unfiltered page's rows of an administrator's SQL by their keys, not by scanning the whole source", async () => {
    // The registry's default view (no filter, newest first): its generic plan guessed a tenth of the source
    // for the page's keys and hash-joined them to a scan of every row (45 ms on the demo's 100,000 appeals).
    const { sourceReads } = await joinedPagePlan(20_000, 26, 0, { analyze: true });
    expect(sourceReads.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    const rowsRead = sourceReads.reduce((sum, node) => sum + Number(node['Actual Rows']) * Number(node['Actual Loops'] ?? 1), 0);
    expect(rowsRead).toBeLessThanOrEqual(2 * 26);
  });
});

describe('table access', () => {
  it('wants a signed-in user, and the table permission unless the user is an administrator', async () => {
    const guarded = await createTableFixture(t.db, { table: { permission: 'fixture.read' } });
    expect((await call(`tables/${table.name}/data`, {}, null)).statusCode).toBe(401);
    expect((await call(`tables/${table.name}/data`, {}, 'not-a-token')).statusCode).toBe(401);
    expect((await call(`tables/${guarded.name}/data`)).statusCode).toBe(403);
    expect((await call(`tables/${guarded.name}/totals`)).statusCode).toBe(403);
    const reader = await fixtureUserToken(t.app, t.db, ['fixture.read']);
    expect((await call(`tables/${guarded.name}/data`, {}, reader)).statusCode).toBe(200);
    const admin = await fixtureUserToken(t.app, t.db, ['platon.admin']);
    expect((await call(`tables/${guarded.name}/data`, {}, admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown table', async () => {
    const response = await call('tables/no_such_table/data');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'Саҳифа топилмади' });
  });

  it('serves public tables without a token under /public and hides every other table there', async () => {
    const open = await createTableFixture(t.db, { table: { is_public: true } });
    const guardedPublic = await createTableFixture(t.db, { table: { is_public: true, permission: 'fixture.read' } });
    const data = await call(`public/tables/${open.name}/data`, { size: 5, filters: { status: 'open' } }, null);
    expect(data.statusCode).toBe(200);
    expect(data.json().data.rows.map((row: { id: number }) => row.id)).toEqual(
      (await expectedIds("status = 'open'", 'id', open.source)).slice(0, 5),
    );
    expect((await call(`public/tables/${open.name}/totals`, {}, null)).json().data.total).toBe(60);
    for (const name of [table.name, guardedPublic.name, 'no_such_table']) {
      expect((await call(`public/tables/${name}/data`, {}, null)).statusCode, name).toBe(404);
      expect((await call(`public/tables/${name}/totals`, {}, null)).statusCode, name).toBe(404);
    }
  });

  it('answers 500 with the generic text when a table names a source that does not exist', async () => {
    await t.db.insertInto('tables').values({ name: 'broken_source', source_table: 'no_such_source' }).execute();
    const response = await call('tables/broken_source/data');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: 'Серверда хатолик' });
    expect(response.body).not.toMatch(/no_such_source/);
  });
});

describe('OpenAPI document', () => {
  it('lists the data, totals and export calls with their schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/tables/{name}/data',
      '/api/tables/{name}/totals',
      '/api/public/tables/{name}/data',
      '/api/public/tables/{name}/totals',
      '/api/export/{name}',
      '/api/public/export/{name}',
    ]) {
      expect(doc.paths[path]?.get?.tags, path).toEqual(['tables']);
      expect(doc.paths[path].get.summary, path).toBeTruthy();
    }
    const parameters = doc.paths['/api/tables/{name}/data'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(parameters).toEqual(expect.arrayContaining(['name', 'level', 'page', 'size', 'sort', 'order', 'filters']));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['TableDataPage', 'TableTotals']));
    expect(Object.keys(doc.paths['/api/export/{name}'].get.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});
