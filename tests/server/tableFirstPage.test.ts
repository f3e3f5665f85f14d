import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAGE_ADDRESS_MAX, type TableDataPage, type TableFirstPage } from '../../src/core/api/tableContract';
import { createTableFixture, fixtureUserToken, type TableFixture } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let userToken: string;
let table: TableFixture;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  userToken = await fixtureUserToken(t.app, t.db, []);
  table = await createTableFixture(t.db, { rows: 60, table: { page_size: 25 } });
});
afterAll(async () => t?.close());

function get(url: string, token: string | null = userToken) {
  return t.app.inject({ url: `/api/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The definition call with `first` set to the address query `address`; its firstPage (or undefined). */
async function firstPage(address: string, name = table.name, token: string | null = userToken): Promise<TableFirstPage | undefined> {
  const prefix = token ? '' : 'public/';
  const response = await get(`${prefix}tables/${name}?level=1&first=${encodeURIComponent(address)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: { props: { tableName: string } }; firstPage?: TableFirstPage };
  expect(body.data.props.tableName).toBe(name);
  return body.firstPage;
}

/** What the data call itself answers for a query string. */
async function dataCall(query: string, name = table.name, token: string | null = userToken): Promise<TableDataPage> {
  const response = await get(`${token ? '' : 'public/'}tables/${name}/data?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /tables/{name}?first=: the definition carries the first page of the view (issue 13)', () => {
  it('carries the plain first page, exactly as the data call answers it', async () => {
    const carried = await firstPage('');
    expect(carried?.query).toBe('level=1&page=1&size=25');
    expect(carried?.page.rows.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(carried?.page).toEqual(await dataCall(carried!.query));
  });

  it("follows the address: its filters, sort and page, and drops what is not the table's", async () => {
    const carried = await firstPage('status=open&sort=amount&order=desc&page=2&_mid=6&size=7');
    expect(carried?.query).toBe(`level=1&page=2&size=25&sort=amount&order=-1&filters=${encodeURIComponent('{"status":"open"}')}`);
    expect(carried?.page.rows.length).toBe(0);
    const first = await firstPage('status=open&sort=amount&order=desc');
    expect(first?.page.rows.length).toBe(20);
    expect(first?.page).toEqual(await dataCall(first!.query));
    expect(first?.page.rows.every((row) => row.status === 'open')).toBe(true);
  });

  it('carries nothing without `first`, and refuses a `first` longer than the limit', async () => {
    const plain = await get(`tables/${table.name}?level=1`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('firstPage');
    const long = await get(`tables/${table.name}?level=1&first=${'a'.repeat(FIRST_PAGE_ADDRESS_MAX + 1)}`);
    expect(long.statusCode).toBe(400);
  });

  it('answers the definition without a page when the data call would not answer 200', async () => {
    // A day the address's shape lets through but the data call refuses with 400: the table then makes the
    // call and shows that error.
    const refused = await get(`tables/${table.name}/data?filters=${encodeURIComponent('{"created_on":{"from":"2024-13-45","to":null}}')}`);
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Bad value "2024-13-45" for filter "created_on"' });
    expect(await firstPage('created_on.from=2024-13-45')).toBeUndefined();
    expect((await firstPage('created_on.from=2024-02-01'))?.page.rows.length).toBeGreaterThan(0);
    // A source that does not exist: the data call answers 500; the definition still answers.
    await t.db.insertInto('tables').values({ name: 'first_page_broken', source_table: 'no_such_source' }).execute();
    expect((await get('tables/first_page_broken/data')).statusCode).toBe(500);
    expect(await firstPage('', 'first_page_broken')).toBeUndefined();
  });

  it('carries the page of a public table to a visitor without a token, and nothing else changes there', async () => {
    const open = await createTableFixture(t.db, { rows: 10, table: { is_public: true } });
    const carried = await firstPage('status=new', open.name, null);
    expect(carried?.page).toEqual(await dataCall(carried!.query, open.name, null));
    expect(carried?.page.rows.map((row) => row.status)).toEqual(['new', 'new', 'new']);
    expect((await get(`public/tables/${table.name}?level=1&first=`, null)).statusCode).toBe(404);
  });

  it('keeps the permission of the table: 403 stays 403, with or without `first`', async () => {
    const guarded = await createTableFixture(t.db, { table: { permission: 'fixture.read', page_size: 25 } });
    expect((await get(`tables/${guarded.name}?level=1&first=`)).statusCode).toBe(403);
    const reader = await fixtureUserToken(t.app, t.db, ['fixture.read']);
    expect((await firstPage('', guarded.name, reader))?.page.rows.length).toBe(25);
  });
});
