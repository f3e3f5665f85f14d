import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let token: string;
let fixture: FormFixture;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  token = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  fixture = await createFormFixture(t.db, { form: { is_public: true } });
});
afterAll(async () => t?.close());

/** JSON text of a value nested `depth` arrays deep (JSON.stringify itself would overflow the stack). */
const nested = (depth: number): string => `${'['.repeat(depth)}"leaf"${']'.repeat(depth)}`;

// The routes an intruder reached a database error through (issue 16), anonymous ones first.
const NUL_NAMES = [
  '/api/public/tables/%00/data',
  '/api/public/forms/%00',
  '/api/public/pages/%00',
  '/api/public/export/%00',
  '/api/tables/%00',
  '/api/tables/%00/data',
  '/api/tables/%00/totals',
  '/api/forms/%00',
  '/api/pages/%00',
  '/api/export/%00',
  '/api/suggestions/%00/x',
  '/api/suggestions/appeals/applicant?text=%00',
  '/api/tables/appeals/data?search=%00',
  '/api/forms/appeals/records/%00',
];

describe('malformed names and values (issue 16)', () => {
  it('answers a NUL byte in a name or query with 400 before the database is asked, signed in or not', async () => {
    for (const url of NUL_NAMES) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(response.json().message).toMatch(/NUL/);
      }
    }
  });

  it('answers a NUL byte in a record value with 422 naming the field, on the public form too', async () => {
    for (const [url, headers] of [
      [`/api/public/forms/${fixture.form}/records`, {}],
      [`/api/forms/${fixture.form}/records`, { authorization: `Bearer ${token}` }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { values: { title: 'Сало\u0000м', extra: { a: 'b\u0000' } } },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ title: { message: 'Нотўғри қиймат' }, extra: { message: 'Нотўғри қиймат' } });
    }
  });

  it('answers deeply nested JSON in a field value with 422 for that field, not a stack overflow', async () => {
    for (const depth of [200, 20_000]) {
      for (const [url, headers] of [
        [`/api/public/forms/${fixture.form}/records`, {}],
        [`/api/forms/${fixture.form}/records`, { authorization: `Bearer ${token}` }],
      ] as const) {
        const payload = `{"values":{"title":"Салом","settings":${nested(depth)},"extra":{"a":${nested(depth)}}}}`;
        const response = await t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
        expect(response.json().errors).toEqual({ settings: { message: 'Нотўғри қиймат' }, extra: { message: 'Нотўғри қиймат' } });
      }
    }
  });
});

describe('rich text from another client (issue 16)', () => {
  it('is stored sanitised with the browser editor’s rules, through the public form too', async () => {
    const rich = await createFormFixture(t.db, {
      form: { is_public: true },
      elements: () => [{ type: 'rich_text', data_field: 'title', label: 'Матн' }],
    });
    const hostile =
      '<p>Салом <b>дунё</b><img src="x.png" onerror="alert(1)"><a href="javascript:alert(2)">link</a><svg onload="alert(3)"></svg><script>alert(4)</script></p>';
    for (const [url, headers] of [
      [`/api/public/forms/${rich.form}/records`, {}],
      [`/api/forms/${rich.form}/records`, { authorization: `Bearer ${token}` }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload: { values: { title: hostile } } });
      expect(response.statusCode, response.body).toBe(201);
    }
    const { rows } = await sql<{ title: string }>`SELECT title FROM ${sql.raw(rich.source)}`.execute(t.db);
    expect(rows).toHaveLength(2);
    for (const { title } of rows) {
      expect(title).toBe('<p>Салом <b>дунё</b><img src="x.png"><a>link</a></p>');
    }
  });
});
