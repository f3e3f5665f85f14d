import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormFixture, fixtureElements, type FormFixture } from './support/formFixture';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let token: string;
let fixture: FormFixture;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  token = await fixtureUserToken(t.app, t.db, []);
  fixture = await createFormFixture(t.db);
});
afterAll(async () => t?.close());

function save(values: Record<string, unknown>, form = fixture.form, method: 'POST' | 'PUT' = 'POST', id?: unknown, version?: number) {
  return t.app.inject({
    method,
    url: `/api/forms/${form}/records${id === undefined ? '' : `/${id}`}`,
    payload: { values, ...(version === undefined ? {} : { version }) },
    headers: { authorization: `Bearer ${token}` },
  });
}
async function rowCount(source = fixture.source): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.raw(source)}`.execute(t.db);
  return rows[0]!.n;
}
/** Posts, expects 422 VALIDATION_FAILED with nothing stored, and returns the field errors. */
async function refused(values: Record<string, unknown>, form = fixture.form, source = fixture.source) {
  const before = await rowCount(source);
  const response = await save(values, form);
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: 422, code: 'VALIDATION_FAILED', message: 'Маълумотлар нотўғри киритилган' });
  expect(await rowCount(source)).toBe(before);
  return body.errors;
}

describe('server validation (docs/behaviour.md §5, the browser’s rules)', () => {
  it('answers every broken field with its exact message and parameters', async () => {
    expect(await refused({ amount: 2_000_000, quantity: 0, due_on: '2023-12-31', settings: '{bad json' })).toEqual({
      title: { message: 'Майдонни тўлдириш керак' },
      amount: { message: 'Қиймат {0} дан кичик ёки тенг бўлиши керак', params: [1000000] },
      quantity: { message: 'Қиймат {0} дан катта ёки тенг бўлиши керак', params: [1] },
      due_on: { message: 'Сана {0} дан катта бўлиши керак', params: ['01.01.2024'] },
      settings: { message: 'Хато JSON киритилган' },
    });
    expect(await refused({ title: 'ab', amount: -1, quantity: 101, due_on: '2031-01-01' })).toEqual({
      title: { message: 'Майдонни узунлиги {0} та ёки ундан кўп бўлиши керак', params: [3] },
      amount: { message: 'Қиймат {0} дан катта ёки тенг бўлиши керак', params: [0] },
      quantity: { message: 'Қиймат {0} дан кичик ёки тенг бўлиши керак', params: [100] },
      due_on: { message: 'Сана {0} дан кичик бўлиши керак', params: ['31.12.2030'] },
    });
    expect(await refused({ title: 'x'.repeat(51) })).toEqual({
      title: { message: 'Майдонни узунлиги {0} та ёки ундан кам бўлиши керак', params: [50] },
    });
  });

  it('refuses values of the wrong type with "Нотўғри қиймат"', async () => {
    const wrong = { message: 'Нотўғри қиймат' };
    expect(
      await refused({
        title: 42,
        amount: 'many',
        quantity: 2.5,
        is_urgent: false,
        due_on: 'tomorrow',
        starts_at: '25:00',
        tags: 'A',
        extra: { a: 1 },
        place: { lat: 'x' },
        attachments: 'file',
      }),
    ).toEqual({
      title: wrong,
      amount: wrong,
      quantity: wrong,
      due_on: wrong,
      starts_at: wrong,
      tags: wrong,
      extra: wrong,
      place: wrong,
      attachments: wrong,
    });
  });

  it('validates a field shown by its display condition, and not when it is hidden', async () => {
    expect(await refused({ title: 'Шошилинч', is_urgent: true })).toEqual({ note: { message: 'Майдонни тўлдириш керак' } });
    expect((await save({ title: 'Шошилинч эмас', is_urgent: false })).statusCode).toBe(201);
  });

  it('applies the remaining rules: required checkbox, new-record password length, file counts, custom validator', async () => {
    const form = await createFormFixture(t.db, {
      elements: () => [
        { type: 'input', data_field: 'title', custom_validator: "value == 'test' ? 'Тест деган ном бўлмайди' : null" },
        { type: 'checkbox', data_field: 'is_urgent', is_required: true },
        { type: 'password', data_field: 'secret' },
        { type: 'file', data_field: 'attachments', is_required: true, min_count: 2, max_count: 2 },
      ],
    });
    await t.db
      .insertInto('files')
      .values(
        ['v1', 'v2', 'v3'].map((id) => ({
          id,
          kind: 'files' as const,
          name: `${id}.pdf`,
          extension: 'pdf',
          mime: 'application/pdf',
          size: 1,
          storage_key: `v/${id}`,
          // The saving user's own uploads: a save names only files its user may read (docs/files.md).
          user_id: Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub),
        })),
      )
      .execute();
    expect(
      await refused({ title: 'test', is_urgent: false, secret: '12345', attachments: [{ id: 'unknown' }] }, form.form, form.source),
    ).toEqual({
      title: { message: 'Тест деган ном бўлмайди' },
      is_urgent: { message: 'Танлаш керак' },
      secret: { message: 'Парол 6та дан кам бўлмаслиги керак' },
      // The unknown file is dropped before validation: nothing is left.
      attachments: { message: 'Майдонни тўлдириш керак' },
    });
    expect(await refused({ is_urgent: true, attachments: [{ id: 'v1' }, { id: 'unknown' }] }, form.form, form.source)).toEqual({
      attachments: { message: 'Файллар сони {0} та ёки ундан кўп бўлиши керак', params: [2] },
    });
    expect(await refused({ is_urgent: true, attachments: [{ id: 'v1' }, { id: 'v2' }, { id: 'v3' }] }, form.form, form.source)).toEqual({
      attachments: { message: 'Файллар сони {0} та ёки ундан кам бўлиши керак', params: [2] },
    });
    const created = await save({ title: 'ok', is_urgent: 'true', secret: '123456', attachments: [{ id: 'v1' }, { id: 'v2' }] }, form.form);
    expect(created.statusCode, created.body).toBe(201);
    // The password rule is for new records only (docs/behaviour.md §5).
    const updated = await save({ secret: '123' }, form.form, 'PUT', created.json().data.id, 1);
    expect(updated.statusCode, updated.body).toBe(200);
  });

  it('does not let an element put a value its column cannot hold', async () => {
    const form = await createFormFixture(t.db, {
      elements: () => [
        { type: 'input', data_field: 'quantity' },
        { type: 'input', data_field: 'due_on' },
        { type: 'select', data_field: 'region_id', data: [{ id: 'x', name: 'X' }] },
      ],
    });
    expect(await refused({ quantity: 'abc', due_on: 'soon', region_id: 'x' }, form.form, form.source)).toEqual({
      quantity: { message: 'Нотўғри қиймат' },
      due_on: { message: 'Нотўғри қиймат' },
      region_id: { message: 'Нотўғри қиймат' },
    });
    expect(await refused({ quantity: '99999999999' }, form.form, form.source)).toEqual({ quantity: { message: 'Нотўғри қиймат' } });
    const ok = await save({ quantity: '12', due_on: '2025-01-02' }, form.form);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.values).toEqual({ quantity: 12, due_on: '2025-01-02', region_id: null });
  });

  it('turns a constraint PostgreSQL enforces into a field error, not a 500', async () => {
    const form = await createFormFixture(t.db, { elements: fixtureElements });
    await sql`CREATE UNIQUE INDEX ON ${sql.id('app', form.records)} (city)`.execute(t.db);
    expect((await save({ title: 'Бир', city: 'Нукус' }, form.form)).statusCode).toBe(201);
    expect(await refused({ title: 'Икки', city: 'Нукус' }, form.form, form.source)).toEqual({ city: { message: 'Нотўғри қиймат' } });
  });
});
