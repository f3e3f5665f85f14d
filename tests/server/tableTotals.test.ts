import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableFixture, fixtureUserToken, type TableFixture } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let token: string;
let table: TableFixture;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  token = await fixtureUserToken(t.app, t.db, []);
  table = await createTableFixture(t.db, { rows: 120, table: { page_size: 10 } });
});
afterAll(async () => t?.close());

async function totals(name: string, filters: Record<string, unknown> = {}, extra = '') {
  const response = await t.app.inject({
    url: `/api/tables/${name}/totals?filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { total: number; footers: Record<string, number | null> };
}

/** count, sum, max and avg computed by PostgreSQL itself over the same filtered rows. */
async function expected(where: string, source = table.source) {
  const result = await sql<{ n: number; sum: number; max: number; avg: number | null }>`
    SELECT count(*)::float8 AS n, coalesce(sum(amount), 0)::float8 AS sum, max(score)::float8 AS max, avg(amount)::float8 AS avg
    FROM ${sql.raw(source)} WHERE ${sql.raw(where)}`.execute(t.db);
  return result.rows[0];
}

describe('GET /tables/{name}/totals', () => {
  it('counts and sums the whole filtered set, not one page, with formula footers over those aggregates', async () => {
    const all = await expected('true');
    const { columnIds: ids } = table;
    expect(await totals(table.name)).toEqual({
      total: 120,
      footers: { [ids.amount]: all.sum, [ids.score]: all.max, [ids.share]: all.sum / 120 },
    });
    const open = await expected("status = 'open' AND amount >= 100");
    const result = await totals(table.name, { status: 'open', amount: { from: 100 } });
    expect(result.total).toBe(open.n);
    expect(result.footers[ids.amount]).toBeCloseTo(open.sum, 6);
    expect(result.footers[ids.score]).toBe(open.max);
    expect(result.footers[ids.share]).toBeCloseTo(open.sum / open.n, 6);
  });

  it('gives 0 for a sum and the count over an empty set', async () => {
    const result = await totals(table.name, { title: 'no title has this' });
    expect(result.total).toBe(0);
    expect(result.footers[table.columnIds.amount]).toBe(0);
    expect(result.footers[table.columnIds.score]).toBeNull();
  });

  it("evaluates formulas with aggregate calls, gives null for fields outside the table's columns, and 0 for a cycle", async () => {
    const formulas = await createTableFixture(t.db, {
      rows: 120,
      columns: [
        { title: 'ID', data_field: 'id' },
        { title: 'Amount', data_field: 'amount' },
        { title: 'Score', data_field: 'score' },
        { title: 'Title', data_field: 'title' },
        { title: 'Average', data_field: 'avg_amount', footer: "avg('amount')" },
        { title: 'Spread', data_field: 'spread', footer: "max('score') - min('score')" },
        { title: 'Per row', data_field: 'per_row', footer: "sum('amount') / count()" },
        { title: 'Hidden source column', data_field: 'leak', footer: "sum('big')" },
        { title: 'Text column', data_field: 'text_sum', footer: "max('title')" },
        { title: 'Ping', data_field: 'ping', footer: 'pong + 1' },
        { title: 'Pong', data_field: 'pong', footer: 'ping + 1' },
        { title: 'Broken', data_field: 'broken', footer: 'sum(' },
      ],
    });
    const { columnIds: ids } = formulas;
    const closed = await expected("status = 'closed'", formulas.source);
    const score = (
      await sql<{
        spread: number;
      }>`SELECT (max(score) - min(score))::float8 AS spread FROM ${sql.raw(formulas.source)} WHERE status = 'closed'`.execute(t.db)
    ).rows[0];
    const result = await totals(formulas.name, { status: 'closed' });
    expect(result.total).toBe(closed.n);
    expect(result.footers[ids.avg_amount]).toBeCloseTo(closed.avg!, 6);
    expect(result.footers[ids.spread]).toBe(score.spread);
    expect(result.footers[ids.per_row]).toBeCloseTo(closed.sum / closed.n, 6);
    // 'big' exists in the source but is no column of the table, 'title' is not a number: no SQL, no value.
    expect(result.footers[ids.leak]).toBeNull();
    expect(result.footers[ids.text_sum]).toBeNull();
    // A footer formula recursing deeper than 10 levels yields 0 (docs/behaviour.md §9, §12); one that does not parse, null.
    expect(result.footers[ids.ping]).toBe(0);
    expect(result.footers[ids.pong]).toBe(0);
    expect(result.footers[ids.broken]).toBeNull();
  });

  it("totals an administrator's SQL source the same way", async () => {
    const query = await createTableFixture(t.db, {
      rows: 120,
      table: { source_sql: 'SELECT id, amount, score, status FROM {source} WHERE region_id <> 1' },
    });
    const result = await totals(query.name, { status: ['new', 'open'] });
    const want = await expected("region_id <> 1 AND status IN ('new', 'open')", query.source);
    expect(result.total).toBe(want.n);
    expect(result.footers[query.columnIds.amount]).toBeCloseTo(want.sum, 6);
    expect(result.footers[query.columnIds.score]).toBe(want.max);
  });

  it('answers 400 for bad filters and ignores paging and sorting parameters', async () => {
    const bad = await t.app.inject({ url: `/api/tables/${table.name}/totals?filters=%7B`, headers: { authorization: `Bearer ${token}` } });
    expect(bad.statusCode).toBe(400);
    expect((await totals(table.name, {}, '&page=3&size=5&sort=amount&order=-1')).total).toBe(120);
  });
});
