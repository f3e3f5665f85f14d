import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableFixture, fixtureUserToken, type TableFixture } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let token: string;
let userId: number;
let table: TableFixture;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  token = await fixtureUserToken(t.app, t.db, []);
  userId = (await t.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  table = await createTableFixture(t.db, { rows: 60 });
});
afterAll(async () => t?.close());

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

function download(path: string, query: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return t.app.inject({ url: `/api/${path}?${search}`, headers });
}

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

const rowValues = (sheet: ExcelJS.Worksheet, number: number) => (sheet.getRow(number).values as unknown[]).slice(1);

async function expectedIds(where: string, orderBy: string, source = table.source): Promise<number[]> {
  const result = await sql<{ id: number }>`SELECT id FROM ${sql.raw(source)} WHERE ${sql.raw(where)} ORDER BY ${sql.raw(orderBy)}`.execute(
    t.db,
  );
  return result.rows.map((row) => Number(row.id));
}

describe('GET /export/{name}', () => {
  it('streams an xlsx of the filtered, sorted table with the token in the Authorization header, as a named attachment', async () => {
    const response = await download(
      `export/${table.name}`,
      {
        sort: 'amount',
        order: -1,
        filters: { status: 'open' },
      },
      bearer(token),
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${table.name}-${day}.xlsx"; filename*=UTF-8''${table.name}-${day}.xlsx`,
    );
    const sheet = await sheetOf(response.rawPayload);
    expect(rowValues(sheet, 1)).toEqual([
      'ID',
      'Title',
      'Place / Region',
      'Place / Status',
      'Amount',
      'Score',
      'Created on',
      'Created at',
      'Active',
      'Share',
    ]);
    const ids = await expectedIds("status = 'open'", 'amount DESC NULLS FIRST, id DESC');
    // Header, one row per record, footer.
    expect(sheet.actualRowCount).toBe(ids.length + 2);
    expect(Array.from({ length: ids.length }, (_, index) => sheet.getRow(index + 2).getCell(1).value)).toEqual(ids);
  });

  it('writes typed cells: numbers, dates, booleans; and totals in a footer row', async () => {
    const response = await download(`export/${table.name}`, { filters: { id: { to: 2 } } }, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(rowValues(sheet, 2)).toEqual([
      1,
      'Row 1',
      2,
      'open',
      9.25,
      3,
      new Date('2024-01-02T00:00:00Z'),
      new Date('2024-01-01T07:00:00Z'),
      false,
    ]);
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('#,##0.00');
    // Footers of the filtered set: sum of amount, max of score, the formula sum / count.
    expect(rowValues(sheet, 4)).toEqual([null, null, null, null, 27.75, 6, null, null, null, 13.875].map((value) => value ?? undefined));
  });

  it('escapes text that a spreadsheet would take for a formula', async () => {
    const response = await download(`export/${table.name}`, { filters: { id: { from: 3, to: 8 } } }, bearer(token));
    const sheet = await sheetOf(response.rawPayload);
    const titles = Array.from({ length: 6 }, (_, index) => sheet.getRow(index + 2).getCell(2).value);
    expect(titles).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      '100%_done',
      "O'Brien; DROP TABLE users; --",
      'Тошкент шаҳри',
      "'+1 call",
      "'@SUM(A1)",
    ]);
    for (let number = 2; number <= 7; number += 1) expect(sheet.getRow(number).getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it("applies the user's saved column settings: hidden columns left out, own titles, own order", async () => {
    const { columnIds: ids } = table;
    await t.db
      .insertInto('user_column_configs')
      .values({
        user_id: userId,
        table_id: table.id,
        level: 1,
        config: JSON.stringify({
          hidden: [ids.title, ids.Place, ids.share],
          titles: { [ids.amount]: 'Summa' },
          order: { [ids.amount]: 0, [ids.id]: 1 },
        }),
      })
      .execute();
    try {
      const response = await download(`export/${table.name}`, { filters: { id: 1 } }, bearer(token));
      const sheet = await sheetOf(response.rawPayload);
      expect(rowValues(sheet, 1)).toEqual(['Summa', 'ID', 'Score', 'Created on', 'Created at', 'Active']);
      expect(rowValues(sheet, 2).slice(0, 3)).toEqual([9.25, 1, 3]);
      // Another user's settings are theirs alone.
      const other = await fixtureUserToken(t.app, t.db, []);
      const plain = await sheetOf((await download(`export/${table.name}`, { filters: { id: 1 } }, bearer(other))).rawPayload);
      expect(rowValues(plain, 1)).toHaveLength(10);
    } finally {
      await t.db.deleteFrom('user_column_configs').where('table_id', '=', table.id).execute();
    }
  });

  it('exports 20,000 rows in batches, every row once, in order', async () => {
    const big = await createTableFixture(t.db, { rows: 20_000, table: { default_sort: 'status', default_order: -1 } });
    const response = await download(`export/${big.name}`, {}, bearer(token));
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.actualRowCount).toBe(20_002);
    const ids = sheet.getColumn(1).values.slice(2, 20_002);
    expect(ids).toEqual(await expectedIds('true', 'status DESC, id DESC', big.source));
  }, 120_000);

  it("exports an administrator's SQL source, also past one batch", async () => {
    const query = await createTableFixture(t.db, {
      rows: 4_500,
      table: { source_sql: 'SELECT id, title, amount FROM {source}' },
      columns: [
        { title: 'ID', data_field: 'id' },
        { title: 'Amount', data_field: 'amount' },
      ],
    });
    const response = await download(`export/${query.name}`, { sort: 'amount' }, bearer(token));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(await expectedIds('true', 'amount NULLS LAST, id', query.source));
  }, 60_000);

  it('continues each batch after the last row also with several sort keys, descending, with NULLs', async () => {
    const grouped = await createTableFixture(t.db, { rows: 4_500, table: { group_by: 'status' } });
    const response = await download(`export/${grouped.name}`, { sort: 'amount', order: -1 }, bearer(token));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.getColumn(1).values.slice(2, 4_502)).toEqual(
      await expectedIds('true', 'status, amount DESC NULLS FIRST, id DESC', grouped.source),
    );
  }, 60_000);

  it('names the file after the table even when the name is not plain ASCII', async () => {
    const named = await createTableFixture(t.db, { rows: 1 });
    await t.db.updateTable('tables').set({ name: 'мурожаат "1";x' }).where('id', '=', named.id).execute();
    const response = await download(`export/${encodeURIComponent('мурожаат "1";x')}`, {}, bearer(token));
    expect(response.statusCode).toBe(200);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${'_'.repeat(10)}1__x-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent('мурожаат "1";x')}-${day}.xlsx`,
    );
  });

  it('answers 401 without a valid token, 403 without permission or for a table that may not be exported, 404 unknown', async () => {
    expect((await download(`export/${table.name}`)).statusCode).toBe(401);
    expect((await download(`export/${table.name}`, {}, bearer('not.a.token'))).statusCode).toBe(401);
    expect((await download('export/no_such_table', {}, bearer(token))).statusCode).toBe(404);
    const guarded = await createTableFixture(t.db, { rows: 5, table: { permission: 'fixture.read' } });
    expect((await download(`export/${guarded.name}`, {}, bearer(token))).statusCode).toBe(403);
    const sealed = await createTableFixture(t.db, { rows: 5, table: { exportable: false } });
    const response = await download(`export/${sealed.name}`, {}, bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect((await download(`export/${table.name}`, { sort: 'nope' }, bearer(token))).statusCode).toBe(400);
  });

  it('takes the token in the address as docs/behaviour.md §11 export links carry it (other clients build them; ours sends the header)', async () => {
    expect((await t.app.inject({ url: `/api/export/${table.name}?_bearer_token=${token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/export/${table.name}?_bearer_token=not.a.token` })).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    // JWT expiry is in whole seconds: a 3 s token lives at least 2 s, room for the first call on a busy machine.
    const shortLived = await createTestApp({ demo: false, accessTtlSeconds: 3 });
    try {
      const fixture = await createTableFixture(shortLived.db, { rows: 5 });
      const expiring = await fixtureUserToken(shortLived.app, shortLived.db, []);
      const call = { url: `/api/export/${fixture.name}`, headers: bearer(expiring) };
      expect((await shortLived.app.inject(call)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 4_100));
      expect((await shortLived.app.inject(call)).statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});

describe('GET /public/export/{name}', () => {
  it('exports a public table without a token and answers 404 for any other', async () => {
    const open = await createTableFixture(t.db, { rows: 12, table: { is_public: true, title: 'Очиқ: жадвал/1' } });
    const response = await download(`public/export/${open.name}`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].name).toBe('Очиқ  жадвал 1');
    expect(workbook.worksheets[0].actualRowCount).toBe(14);
    expect((await download(`public/export/${table.name}`)).statusCode).toBe(404);
    const sealed = await createTableFixture(t.db, { rows: 5, table: { is_public: true, exportable: false } });
    expect((await download(`public/export/${sealed.name}`)).statusCode).toBe(403);
  });
});
