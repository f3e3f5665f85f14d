import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { createTestApp, type TestApp } from './testApp';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Саҳифа топилмади' };

let t: TestApp;
let fixture: FormFixture;

beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    publicFormLimits: { perAddress: { limit: 3, windowSeconds: 600 }, perForm: { limit: 5, windowSeconds: 3600 } },
  });
  fixture = await createFormFixture(t.db, { form: { is_public: true } });
  await t.db
    .insertInto('files')
    .values([
      {
        id: 'pub1',
        kind: 'files',
        name: 'public.pdf',
        extension: 'pdf',
        mime: 'application/pdf',
        size: 10,
        storage_key: 'p/1',
        is_public: true,
      },
      {
        id: 'priv1',
        kind: 'files',
        name: 'private.pdf',
        extension: 'pdf',
        mime: 'application/pdf',
        size: 10,
        storage_key: 'p/2',
        is_public: false,
      },
    ])
    .execute();
});
afterAll(async () => t?.close());

function submit(form: string, values: Record<string, unknown>, remoteAddress = '203.0.113.1') {
  return t.app.inject({ method: 'POST', url: `/api/public/forms/${form}/records`, payload: { values }, remoteAddress });
}

describe('public forms', () => {
  it('gives the definition of a public form without sign-in', async () => {
    const response = await t.app.inject({ url: `/api/public/forms/${fixture.form}` });
    expect(response.statusCode, response.body).toBe(200);
    const { props, elements } = response.json().data;
    expect(props).toMatchObject({ name: fixture.form, isPublic: true });
    expect(elements.find((element: { dataField?: string }) => element.dataField === 'region_id').data).toHaveLength(3);
  });

  it('answers 404, like a missing form, for private, permission-guarded and built-in forms', async () => {
    const forms = await Promise.all([
      createFormFixture(t.db),
      createFormFixture(t.db, { form: { is_public: true, permission: 'x.read' } }),
      createFormFixture(t.db, { form: { is_public: true, is_built_in: true } }),
    ]);
    for (const form of forms) {
      expect((await t.app.inject({ url: `/api/public/forms/${form.form}` })).json()).toEqual(NOT_FOUND);
      expect((await submit(form.form, { title: 'Салом' }, '198.51.100.9')).json()).toEqual(NOT_FOUND);
    }
    expect((await t.app.inject({ url: '/api/public/forms/no_such_form' })).json()).toEqual(NOT_FOUND);
  });

  it('accepts an anonymous submission (201), validates it, attaches only public uploads and audits it without a user', async () => {
    const invalid = await submit(fixture.form, { title: 'ab' }, '198.51.100.1');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ title: { message: 'Майдонни узунлиги {0} та ёки ундан кўп бўлиши керак', params: [3] } });
    const response = await submit(
      fixture.form,
      { title: 'Мурожаат', amount: 15, secret: 'x', attachments: [{ id: 'priv1' }, { id: 'pub1' }] },
      '198.51.100.1',
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id, values } = response.json().data;
    expect(values).toMatchObject({ title: 'Мурожаат', amount: 15 });
    expect(values.attachments.map((file: { id: string }) => file.id)).toEqual(['pub1']);
    const { rows } = await sql<{
      title: string;
      secret: string;
    }>`SELECT title, secret FROM ${sql.raw(fixture.source)} WHERE id = ${id}`.execute(t.db);
    expect(rows).toEqual([{ title: 'Мурожаат', secret: 'untouched' }]);
    const audit = await t.db
      .selectFrom('user_logs')
      .select(['user_id', 'username', 'details', 'ip'])
      .where('action_type', '=', 'formInsert')
      .execute();
    expect(audit).toEqual([{ user_id: null, username: null, details: { form: fixture.form, id }, ip: '198.51.100.1' }]);
  });

  it('offers anonymous callers no way to read, change or delete records', async () => {
    const id = (await submit(fixture.form, { title: 'Менинг' }, '198.51.100.2')).json().data.id;
    expect((await t.app.inject({ url: `/api/public/forms/${fixture.form}/records/${id}` })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/public/forms/${fixture.form}/records/${id}`,
          payload: { values: { title: 'Бошқа' }, version: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/public/forms/${fixture.form}/records/${id}` })).statusCode).toBe(404);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect(
        (
          await t.app.inject({
            method,
            url: `/api/forms/${fixture.form}/records/${id}`,
            payload: method === 'PUT' ? { values: {}, version: 1 } : undefined,
          })
        ).statusCode,
      ).toBe(401);
    }
    const { rows } = await sql<{ title: string }>`SELECT title FROM ${sql.raw(fixture.source)} WHERE id = ${id}`.execute(t.db);
    expect(rows).toEqual([{ title: 'Менинг' }]);
  });

  it('refuses a public form that does not take inserts', async () => {
    const closed = await createFormFixture(t.db, { form: { is_public: true, can_insert: false } });
    expect((await submit(closed.form, { title: 'Салом' })).statusCode).toBe(403);
  });

  it('rate-limits submissions per address and form, then per form (429)', async () => {
    const limited = await createFormFixture(t.db, { form: { is_public: true } });
    for (let index = 0; index < 3; index += 1)
      expect((await submit(limited.form, { title: `Биринчи ${index}` }, '192.0.2.1')).statusCode).toBe(201);
    const refused = await submit(limited.form, { title: 'Тўртинчи' }, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг',
    });
    // Another address still gets in until the whole form's budget (5 accepted per hour) is spent; the refused
    // try above spent only its own address's.
    expect((await submit(limited.form, { title: 'Бошқа манзил' }, '192.0.2.2')).statusCode).toBe(201);
    expect((await submit(limited.form, { title: 'Яна бири' }, '192.0.2.3')).statusCode).toBe(201);
    expect((await submit(limited.form, { title: 'Ортиқча' }, '192.0.2.4')).statusCode).toBe(429);
    // Other forms keep their own budget.
    expect((await submit(fixture.form, { title: 'Бошқа форма' }, '192.0.2.1')).statusCode).toBe(201);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.id('app', limited.records)}`.execute(t.db);
    expect(rows[0]!.n).toBe(5);
  });

  it("counts invalid submissions against their address only, never against the form's budget (issue 39)", async () => {
    const open = await createFormFixture(t.db, { form: { is_public: true } });
    // Before, 3 invalid tries from each of 4 addresses spent the form's 5 and a citizen got 429.
    for (let address = 1; address <= 4; address += 1)
      for (let index = 0; index < 3; index += 1) {
        const invalid = await submit(open.form, { title: '' }, `198.51.100.${address}`);
        expect(invalid.statusCode, invalid.body).toBe(422);
      }
    expect((await submit(open.form, { title: 'Тўртинчи ҳаракат' }, '198.51.100.1')).statusCode).toBe(429);
    expect((await submit(open.form, { title: 'Фуқаро' }, '198.51.100.50')).statusCode).toBe(201);
  });

  it("holds the form's budget under a burst of valid submissions from many addresses", async () => {
    const burst = await createFormFixture(t.db, { form: { is_public: true } });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => submit(burst.form, { title: `Тўлқин ${index}` }, `198.51.101.${index + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.id('app', burst.records)}`.execute(t.db);
    expect(rows[0]!.n).toBe(5);
  });
});
