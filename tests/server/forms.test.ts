import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition, FormRecord } from '../../src/core/api/formContract';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Саҳифа топилмади' };
const FORBIDDEN = { statusCode: 403, error: 'Forbidden', message: 'Бу саҳифа кўришга рўхсат берилмаган' };
const STALE = {
  statusCode: 409,
  error: 'Conflict',
  code: 'STALE_RECORD',
  message: 'Ёзув бошқа фойдаланувчи томонидан ўзгартирилган. Саҳифани янгилаб, қайта уриниб кўринг.',
};

let t: TestApp;
let userToken: string;
let adminToken: string;
let fixture: FormFixture;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  [userToken, adminToken] = await Promise.all([fixtureUserToken(t.app, t.db, []), fixtureUserToken(t.app, t.db, ['platon.admin'])]);
  fixture = await createFormFixture(t.db);
  // The saving user's own uploads: a save names only files its user may read (docs/files.md).
  const uploader = Number(JSON.parse(Buffer.from(userToken.split('.')[1]!, 'base64url').toString()).sub);
  await t.db
    .insertInto('files')
    .values([
      {
        id: 'f0000000000000000000000000000001',
        kind: 'files',
        name: 'ariza.pdf',
        extension: 'pdf',
        mime: 'application/pdf',
        size: 2048,
        storage_key: 'a/1',
        user_id: uploader,
        created_at: new Date('2025-03-01T05:15:00Z'),
      },
      {
        id: 'f0000000000000000000000000000002',
        kind: 'images',
        name: 'rasm.png',
        extension: 'png',
        mime: 'image/png',
        size: 512,
        storage_key: 'a/2',
        user_id: uploader,
        created_at: new Date('2025-03-02T19:30:05Z'),
      },
    ])
    .execute();
});
afterAll(async () => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token: string | null = userToken) {
  return t.app.inject({
    method,
    url: `/api/${path}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
async function insert(values: Record<string, unknown>, name = fixture.form): Promise<FormRecord> {
  const response = await call('POST', `forms/${name}/records`, { values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
async function read(id: unknown, name = fixture.form): Promise<FormRecord> {
  const response = await call('GET', `forms/${name}/records/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
async function stored(id: unknown): Promise<Record<string, unknown>> {
  const { rows } = await sql<
    Record<string, unknown>
  >`SELECT row_to_json(r) AS r FROM ${sql.raw(fixture.source)} AS r WHERE id = ${Number(id)}`.execute(t.db);
  return rows[0]?.r as Record<string, unknown>;
}

const FULL = {
  title: 'Сув таъминоти',
  amount: 1250.5,
  quantity: 7,
  is_urgent: true,
  due_on: '2025-03-31',
  happened_at: '2025-03-01T10:15:00+05:00',
  starts_at: '09:30',
  region_id: 2,
  tags: [1, 3],
  extra: { floor: '3', room: '12' },
  settings: '{"a":1,"b":[true,null]}',
  place: { lat: 41.311081, lng: 69.240562 },
  attachments: [
    { id: 'f0000000000000000000000000000001', name: 'client-claims.exe', size: 1, extension: 'exe', createdAt: 'x', kind: 'files' },
  ],
  note: 'Тезкор',
  city: 'Тошкент',
};

describe('GET /forms/{name}', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', `forms/${fixture.form}`, undefined, null)).statusCode).toBe(401);
  });

  it('answers the props and the element tree in position order, camelCase, containers holding children', async () => {
    const response = await call('GET', `forms/${fixture.form}`);
    expect(response.statusCode, response.body).toBe(200);
    const { props, elements } = response.json().data as FormDefinition;
    expect(props).toEqual({
      id: fixture.id,
      name: fixture.form,
      title: expect.stringMatching(/^Fixture /),
      projectId: 'platon',
      isBuiltIn: false,
      isPublic: false,
      rowKey: 'id',
      canInsert: true,
      canUpdate: true,
      canDelete: true,
      canHardDelete: true,
      labelWidth: null,
    });
    expect(elements.map((element) => element.dataField ?? element.type)).toEqual([
      'fieldset',
      'due_on',
      'happened_at',
      'starts_at',
      'region_id',
      'tags',
      'extra',
      'settings',
      'place',
      'attachments',
      'status',
      'note',
      'city',
      'category_id',
      'html',
    ]);
    expect(elements[0]).toEqual({
      id: fixture.elementIds.fieldset,
      type: 'fieldset',
      label: 'Асосий',
      isRequired: false,
      isDisabled: false,
      isReadOnly: false,
      isRelatedSelect: false,
      isMultiple: false,
      children: [
        {
          id: fixture.elementIds.title,
          type: 'input',
          dataField: 'title',
          label: 'Сарлавҳа',
          isRequired: true,
          isDisabled: false,
          isReadOnly: false,
          isRelatedSelect: false,
          isMultiple: false,
          minLength: 3,
          maxLength: 50,
        },
        expect.objectContaining({ type: 'number', dataField: 'amount', minValue: 0, maxValue: 1000000 }),
        expect.objectContaining({ type: 'int', dataField: 'quantity', minValue: 1, maxValue: 100 }),
        expect.objectContaining({ type: 'checkbox', dataField: 'is_urgent' }),
      ],
    });
    const byField = Object.fromEntries(elements.map((element) => [element.dataField ?? element.type, element]));
    // Options from the data source (numeric columns as numbers on both databases), ordered by name; inline data as it is.
    expect(byField.region_id!.data).toEqual([
      { id: 2, name: 'Андижон', code: 3 },
      { id: 3, name: 'Бухоро', code: 2 },
      { id: 1, name: 'Тошкент', code: 10.5 },
    ]);
    expect(byField.tags!.data).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ]);
    // A scroll select pages its options; no data source name leaks.
    expect(byField.category_id).toEqual(expect.objectContaining({ type: 'scroll_select', limit: 10 }));
    expect(byField.category_id!.data).toBeUndefined();
    expect(JSON.stringify(elements)).not.toContain(fixture.categories);
    expect(byField.note).toEqual(expect.objectContaining({ displayCondition: 'is_urgent == true', isRequired: true }));
    expect(byField.html).toEqual(expect.objectContaining({ htmlContent: '<b>Эслатма</b>' }));
  });

  it('answers 404 for an unknown form and 403 without its permission; admins read every form, built-in ones only admins', async () => {
    expect((await call('GET', 'forms/no_such_form')).json()).toEqual(NOT_FOUND);
    const guarded = await createFormFixture(t.db, { form: { permission: 'reports.edit' } });
    expect((await call('GET', `forms/${guarded.form}`)).json()).toEqual(FORBIDDEN);
    expect((await call('GET', `forms/${guarded.form}`, undefined, await fixtureUserToken(t.app, t.db, ['reports.edit']))).statusCode).toBe(
      200,
    );
    expect((await call('GET', `forms/${guarded.form}`, undefined, adminToken)).statusCode).toBe(200);
    const builtIn = await createFormFixture(t.db, { form: { is_built_in: true } });
    expect((await call('GET', `forms/${builtIn.form}`)).statusCode).toBe(403);
    expect((await call('GET', `forms/${builtIn.form}/records/1`)).statusCode).toBe(403);
    const definition = await call('GET', `forms/${builtIn.form}`, undefined, adminToken);
    expect(definition.json().data.props.isBuiltIn).toBe(true);
  });

  it('is listed in the OpenAPI document under the forms tag', async () => {
    const paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const path of [
      '/api/forms/{name}',
      '/api/forms/{name}/records',
      '/api/forms/{name}/records/{id}',
      '/api/forms/paginate-element/{formName}/{elementId}',
      '/api/suggestions/{formName}/{dataField}',
      '/api/public/forms/{name}',
      '/api/public/forms/{name}/records',
    ]) {
      expect(
        Object.values(paths[path] ?? {}).every((operation) => operation.tags?.includes('forms')),
        path,
      ).toBe(true);
      expect(paths[path], path).toBeDefined();
    }
  });
});

describe('records: insert and read', () => {
  it('inserts (201) and reads back every value type as the contract shapes it', async () => {
    const created = await insert(FULL);
    expect(created.id).toEqual(expect.any(Number));
    expect(created.version).toBe(1);
    const record = await read(created.id);
    expect(record).toEqual(created);
    expect(record.values).toEqual({
      ...FULL,
      // Stored as JSON, read back as indented JSON text.
      settings: '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}',
      happened_at: expect.any(String),
      // The file list is the server's metadata, not the client's claims.
      attachments: [
        {
          id: 'f0000000000000000000000000000001',
          name: 'ariza.pdf',
          size: 2048,
          extension: 'pdf',
          createdAt: '01.03.2025 10:15:00',
          kind: 'files',
          // The reader's signed address of the body.
          url: expect.stringMatching(/^uploads\/files\/f0000000000000000000000000000001\?exp=\d+&sig=/),
        },
      ],
      status: 'new',
      category_id: null,
    });
    expect(Date.parse(record.values.happened_at as string)).toBe(Date.parse('2025-03-01T10:15:00+05:00'));
    expect(record.values.happened_at).toMatch(/^2025-03-01T\d{2}:15:00(Z|[+-]\d{2}:\d{2})$/);
    const row = await stored(created.id);
    expect(row).toMatchObject({
      amount: 1250.5,
      due_on: '2025-03-31',
      starts_at: '09:30:00',
      settings: { a: 1, b: [true, null] },
      tags: [1, 3],
      secret: 'untouched',
    });
  });

  it('keeps only files the files table knows, each once, in the order sent', async () => {
    const created = await insert({
      title: 'Файллар',
      attachments: [
        { id: 'f0000000000000000000000000000002' },
        { id: 'nope' },
        { id: 'f0000000000000000000000000000001' },
        { id: 'f0000000000000000000000000000002' },
      ],
    });
    expect((created.values.attachments as { id: string; createdAt: string }[]).map((file) => [file.id, file.createdAt])).toEqual([
      ['f0000000000000000000000000000002', '03.03.2025 00:30:05'],
      ['f0000000000000000000000000000001', '01.03.2025 10:15:00'],
    ]);
  });

  it('does not shift a date by a day and reads numerics as numbers', async () => {
    const created = await insert({ title: 'Сана', due_on: '2024-01-01', amount: 0.1, quantity: 100 });
    expect(created.values).toMatchObject({ due_on: '2024-01-01', amount: 0.1, quantity: 100 });
  });

  it('writes a list to an array column and an empty text to a non-text column as null', async () => {
    const form = await createFormFixture(t.db, {
      elements: () => [
        {
          type: 'multiselect',
          data_field: 'codes',
          data: [
            { id: 1, name: 'A' },
            { id: 2, name: 'B' },
          ],
        },
        { type: 'select', data_field: 'region_id', data: [{ id: 1, name: 'A' }] },
      ],
    });
    await sql`ALTER TABLE ${sql.id('app', form.records)} ADD COLUMN codes integer[]`.execute(t.db);
    const created = await insert({ codes: [2, 1], region_id: '' }, form.form);
    expect(created.values).toEqual({ codes: [2, 1], region_id: null });
    const wrong = await call('POST', `forms/${form.form}/records`, { values: { codes: ['x'] } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ codes: { message: 'Нотўғри қиймат' } });
  });

  it('answers 404 for a record that does not exist or an id that cannot be one', async () => {
    for (const id of ['999999', 'abc', '1%20OR%201=1']) {
      const response = await call('GET', `forms/${fixture.form}/records/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Ёзув топилмади');
    }
  });

  it('refuses mass assignment: keys no editable element names are never written', async () => {
    const created = await insert({
      title: 'Бир',
      id: 777777,
      version: 99,
      secret: 'hacked',
      status: 'closed',
      deleted_at: '2020-01-01T00:00:00Z',
      'title"; DROP TABLE users; --': 'x',
    });
    expect(created.id).not.toBe(777777);
    expect(created.version).toBe(1);
    expect(await stored(created.id)).toMatchObject({ secret: 'untouched', status: 'new', deleted_at: null, version: 1 });
    const updated = await call('PUT', `forms/${fixture.form}/records/${created.id}`, {
      values: { title: 'Икки', id: 5, secret: 'hacked', status: 'closed', version: 50 },
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await stored(created.id)).toMatchObject({ id: created.id, title: 'Икки', secret: 'untouched', status: 'new', version: 2 });
  });

  it('saves a body with keys besides values and version as if they were not there', async () => {
    const response = await call('POST', `forms/${fixture.form}/records`, { values: { title: 'Ортиқча' }, draft: true, id: 987654 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ version: 1, values: { title: 'Ортиқча' } });
    expect(response.json().data.id).not.toBe(987654);
  });

  it('does not write a field hidden by its display condition, nor require it', async () => {
    const created = await insert({ title: 'Яширин', is_urgent: false, note: 'should not be stored' });
    expect((await stored(created.id)).note).toBeNull();
  });

  it('refuses inserts with 403 when the form does not allow them', async () => {
    const closed = await createFormFixture(t.db, { form: { can_insert: false } });
    const response = await call('POST', `forms/${closed.form}/records`, { values: { title: 'Йўқ' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Бу амални бажаришга рўхсат берилмаган');
  });
});

describe('records: update, versions and delete', () => {
  it('updates from the version read, bumps the version, keeps fields the request leaves out', async () => {
    const created = await insert({ title: 'Аввал', amount: 10, city: 'Самарқанд' });
    const response = await call('PUT', `forms/${fixture.form}/records/${created.id}`, {
      values: { title: 'Кейин', amount: 20 },
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: created.id, version: 2, values: { title: 'Кейин', amount: 20, city: 'Самарқанд' } });
    expect((await read(created.id)).version).toBe(2);
  });

  it('answers 409 STALE_RECORD for an old version and leaves the row unchanged', async () => {
    const created = await insert({ title: 'Биринчи' });
    expect(
      (await call('PUT', `forms/${fixture.form}/records/${created.id}`, { values: { title: 'Иккинчи' }, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `forms/${fixture.form}/records/${created.id}`, { values: { title: 'Эски нусха' }, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(STALE);
    expect(await stored(created.id)).toMatchObject({ title: 'Иккинчи', version: 2 });
    expect((await call('PUT', `forms/${fixture.form}/records/${created.id}`, { values: { title: 'Версиясиз' } })).statusCode).toBe(400);
    expect((await call('PUT', `forms/${fixture.form}/records/999999`, { values: { title: 'Йўқ' }, version: 1 })).statusCode).toBe(404);
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const created = await insert({ title: 'Пойга' });
    const results = await Promise.all(
      ['Чап', 'Ўнг'].map((title) => call('PUT', `forms/${fixture.form}/records/${created.id}`, { values: { title }, version: 1 })),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.statusCode === 200)!.json().data.values.title;
    expect(await stored(created.id)).toMatchObject({ title: winner, version: 2 });
  });

  it('soft-deletes: the row stays with deleted_at set, and the record then reads as 404', async () => {
    const created = await insert({ title: 'Ўчирилади' });
    const stale = await call('DELETE', `forms/${fixture.form}/records/${created.id}?version=5`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_RECORD');
    const response = await call('DELETE', `forms/${fixture.form}/records/${created.id}?version=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { deleted: true } });
    expect((await stored(created.id)).deleted_at).not.toBeNull();
    expect((await call('GET', `forms/${fixture.form}/records/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `forms/${fixture.form}/records/${created.id}`, { values: { title: 'Қайта' }, version: 2 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `forms/${fixture.form}/records/${created.id}`)).statusCode).toBe(404);
  });

  it('hard-deletes the row when asked and allowed; 403 when the form does not allow it', async () => {
    const created = await insert({ title: 'Бутунлай' });
    const response = await call('DELETE', `forms/${fixture.form}/records/${created.id}?hard=true&version=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(created.id)).toBeUndefined();
    const soft = await createFormFixture(t.db, { form: { can_hard_delete: false } });
    const id = (await insert({ title: 'Қолади' }, soft.form)).id;
    expect((await call('DELETE', `forms/${soft.form}/records/${id}?hard=true`)).statusCode).toBe(403);
    const noDelete = await createFormFixture(t.db, { form: { can_delete: false, can_hard_delete: false } });
    const other = (await insert({ title: 'Қолади' }, noDelete.form)).id;
    expect((await call('DELETE', `forms/${noDelete.form}/records/${other}`)).statusCode).toBe(403);
  });

  it('removes the row on a plain delete when the form has no soft-delete column', async () => {
    const plain = await createFormFixture(t.db, { form: { soft_delete_column: null } });
    const id = (await insert({ title: 'Кетади' }, plain.form)).id;
    expect((await call('DELETE', `forms/${plain.form}/records/${id}`)).statusCode).toBe(200);
    const { rows } = await sql`SELECT 1 FROM ${sql.id('app', plain.records)} WHERE id = ${Number(id)}`.execute(t.db);
    expect(rows).toHaveLength(0);
  });

  it('refuses updates (403) when the form does not allow them or has no version column', async () => {
    const id = (await insert({ title: 'Ўзгармас' })).id;
    for (const form of [{ can_update: false }, { version_column: null }]) {
      const locked = await createFormFixture(t.db, { form });
      const response = await call('PUT', `forms/${locked.form}/records/${id}`, { values: { title: 'Янги' }, version: 1 });
      expect(response.statusCode, JSON.stringify(form)).toBe(403);
      if (form.version_column === null) expect((await call('GET', `forms/${locked.form}`)).json().data.props.canUpdate).toBe(false);
    }
  });
});

describe('audit', () => {
  it('writes formRead, formInsert, formUpdate, formDelete and formHardDelete with the form and record id', async () => {
    const created = await insert({ title: 'Аудит' });
    await read(created.id);
    await call('PUT', `forms/${fixture.form}/records/${created.id}`, { values: { title: 'Аудит 2' }, version: 1 });
    await call('DELETE', `forms/${fixture.form}/records/${created.id}`);
    const second = await insert({ title: 'Аудит 3' });
    await call('DELETE', `forms/${fixture.form}/records/${second.id}?hard=true`);
    const logs = await t.db
      .selectFrom('user_logs')
      .select(['action_type', 'details', 'user_id'])
      .where('action_type', 'like', 'form%')
      .orderBy('id')
      .execute();
    const mine = logs.filter((log) => [created.id, second.id].map(String).includes(String((log.details as { id: unknown }).id)));
    expect(mine.map((log) => [log.action_type, log.details])).toEqual([
      ['formInsert', { form: fixture.form, id: created.id }],
      ['formRead', { form: fixture.form, id: created.id }],
      ['formUpdate', { form: fixture.form, id: created.id }],
      ['formDelete', { form: fixture.form, id: String(created.id) }],
      ['formInsert', { form: fixture.form, id: second.id }],
      ['formHardDelete', { form: fixture.form, id: String(second.id) }],
    ]);
    expect(mine.every((log) => typeof log.user_id === 'number')).toBe(true);
  });
});
