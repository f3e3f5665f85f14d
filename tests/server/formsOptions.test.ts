import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormOption } from '../../src/core/api/formMeta';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let token: string;
let fixture: FormFixture;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  token = await fixtureUserToken(t.app, t.db, []);
  fixture = await createFormFixture(t.db, { form: { is_public: true } });
});
afterAll(async () => t?.close());

function get(path: string, query: Record<string, string | number> = {}, auth: string | null = token) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return t.app.inject({ url: `/api/${path}?${search}`, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
}
async function page(
  query: Record<string, string | number>,
  path = `forms/paginate-element/${fixture.form}/${fixture.elementIds.category_id}`,
  auth: string | null = token,
): Promise<string[]> {
  const response = await get(path, query, auth);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as FormOption[]).map((option) => option.name);
}
const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Category ${String(from + index).padStart(2, '0')}`);
async function insert(values: Record<string, unknown>): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/forms/${fixture.form}/records`,
    payload: { values },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

describe('GET /forms/paginate-element/{formName}/{elementId} (docs/behaviour.md §11)', () => {
  it('pages the data source by the element’s limit, ordered by name, with every field of the row', async () => {
    const response = await get(`forms/paginate-element/${fixture.form}/${fixture.elementIds.category_id}`);
    expect(response.json().data.slice(0, 2)).toEqual([
      { id: 1, name: 'Category 01' },
      { id: 2, name: 'Category 02' },
    ]);
    expect(await page({})).toEqual(names(1, 10));
    expect(await page({ page: 2 })).toEqual(names(11, 20));
    expect(await page({ page: 5 })).toEqual(names(41, 45));
    expect(await page({ page: 6 })).toEqual([]);
  });

  it('searches names case-insensitively and pages the matches', async () => {
    expect(await page({ search: 'CATEGORY 1' })).toEqual(names(10, 19));
    expect(await page({ search: 'ory 4', page: 1 })).toEqual(names(40, 45));
    expect(await page({ search: 'ory 1', page: 2 })).toEqual([]);
    expect(await page({ search: "'; DROP TABLE users; --" })).toEqual([]);
  });

  it('starts page 1 of an opened record with its selected option, not repeated below', async () => {
    const far = await insert({ title: 'Узоқ', category_id: 37 });
    expect(await page({ recordId: far })).toEqual(['Category 37', ...names(1, 10)]);
    const near = await insert({ title: 'Яқин', category_id: 3 });
    expect(await page({ recordId: near })).toEqual(['Category 03', 'Category 01', 'Category 02', ...names(4, 10)]);
    // Further pages, searches and records without a choice are plain pages.
    expect(await page({ recordId: far, page: 2 })).toEqual(names(11, 20));
    expect(await page({ recordId: far, search: 'ory 1' })).toEqual(names(10, 19));
    expect(await page({ recordId: await insert({ title: 'Бўш' }) })).toEqual(names(1, 10));
    expect(await page({ recordId: 'abc' })).toEqual(names(1, 10));
  });

  it('answers 404 for an element that is not a scroll select of this form, 401 without a token, 403 without the permission', async () => {
    for (const id of [fixture.elementIds.title, fixture.elementIds.region_id, 999999]) {
      const response = await get(`forms/paginate-element/${fixture.form}/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe('Форма элементи топилмади');
    }
    expect((await get(`forms/paginate-element/nope/${fixture.elementIds.category_id}`)).statusCode).toBe(404);
    expect((await get(`forms/paginate-element/${fixture.form}/${fixture.elementIds.category_id}`, {}, null)).statusCode).toBe(401);
    const guarded = await createFormFixture(t.db, { form: { permission: 'x.read' } });
    expect((await get(`forms/paginate-element/${guarded.form}/${guarded.elementIds.category_id}`)).statusCode).toBe(403);
  });

  it('serves public forms without a token and never reads a record for an anonymous caller', async () => {
    const path = `public/forms/paginate-element/${fixture.form}/${fixture.elementIds.category_id}`;
    const far = await insert({ title: 'Анонимга эмас', category_id: 37 });
    expect(await page({ recordId: far }, path, null)).toEqual(names(1, 10));
    expect(await page({ page: 5 }, path, null)).toEqual(names(41, 45));
    const hidden = await createFormFixture(t.db);
    expect((await get(`public/forms/paginate-element/${hidden.form}/${hidden.elementIds.category_id}`, {}, null)).statusCode).toBe(404);
  });
});

describe('GET /suggestions/{formName}/{dataField}?text=', () => {
  it('lists up to 10 distinct non-empty values containing the text, case-insensitive, without soft-deleted records', async () => {
    for (const city of ['Tashkent', 'Tashkent', 'Bukhara', 'TASHKENT region', '', 'Termez']) await insert({ title: 'Шаҳар', city });
    const deleted = await insert({ title: 'Ўчган', city: 'Tashkent deleted' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/forms/${fixture.form}/records/${deleted}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const response = await get(`suggestions/${fixture.form}/city`, { text: 'tash' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: ['TASHKENT region', 'Tashkent'] });
    expect((await get(`suggestions/${fixture.form}/city`, { text: 'Т' })).json().data).toEqual([]);
    expect((await get(`suggestions/${fixture.form}/city`, { text: '' })).json().data).toEqual([
      'Bukhara',
      'TASHKENT region',
      'Tashkent',
      'Termez',
    ]);
    for (let index = 0; index < 12; index += 1) await insert({ title: 'Кўп', city: `City ${index}` });
    expect((await get(`suggestions/${fixture.form}/city`, { text: 'city' })).json().data).toHaveLength(10);
  });

  it('answers only for fields offered as suggestions, only to signed-in readers of the form', async () => {
    expect((await get(`suggestions/${fixture.form}/title`, { text: 'a' })).statusCode).toBe(404);
    expect((await get(`suggestions/${fixture.form}/secret`, { text: 'a' })).statusCode).toBe(404);
    expect((await get(`suggestions/${fixture.form}/city`, { text: 'a' }, null)).statusCode).toBe(401);
    const guarded = await createFormFixture(t.db, { form: { permission: 'x.read' } });
    expect((await get(`suggestions/${guarded.form}/city`, { text: 'a' })).statusCode).toBe(403);
  });
});
