import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';
import { testHasher } from './testDatabase';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'admin', 'admin123')).token;
});
afterAll(async () => t?.close());

const records = (path = '') => `/api/forms/kitchen_sink/records${path}`;
const auth = () => ({ authorization: `Bearer ${token}` });
const read = async (id: number | string) => (await t.app.inject({ method: 'GET', url: records(`/${id}`), headers: auth() })).json().data;
const storedSecret = async (id: number | string) =>
  (await t.db
    .selectFrom('app.kitchen_sink' as never)
    .select('secret' as never)
    .where('id' as never, '=', Number(id) as never)
    .executeTakeFirstOrThrow()) as { secret: string | null };

describe('password-type form fields', () => {
  it('are never sent back, not even the seeded one', async () => {
    const record = await read(1);
    expect(record.values).toHaveProperty('secret', null);
    expect(JSON.stringify(record)).not.toContain('secret1');
    expect((await storedSecret(1)).secret).toMatch(/^\$argon2id\$/);
  });

  it('are stored as a hash of what was typed, and the saved record carries no password', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: records(),
      headers: auth(),
      payload: { values: { title: 'Пароль синови', agreed: true, secret: 'Tashkent-2026' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, values } = created.json().data;
    expect(values.secret).toBeNull();
    expect(created.body).not.toContain('Tashkent-2026');
    const { secret } = await storedSecret(id);
    expect(secret).not.toContain('Tashkent-2026');
    expect(await testHasher.verify('Tashkent-2026', secret)).toBe(true);
  });

  it('an edit that leaves the password empty keeps it; a new one replaces it; a short new record is refused', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: records(),
        headers: auth(),
        payload: { values: { title: 'Сақлаш', agreed: true, secret: 'first-pass' } },
      })
    ).json().data;
    const before = (await storedSecret(created.id)).secret;
    for (const secret of [undefined, '', null]) {
      const current = await read(created.id);
      const values = { ...current.values, title: `Таҳрир ${String(secret)}` };
      if (secret === undefined) delete values.secret;
      else values.secret = secret;
      const saved = await t.app.inject({
        method: 'PUT',
        url: records(`/${created.id}`),
        headers: auth(),
        payload: { values, version: current.version },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await storedSecret(created.id)).secret).toBe(before);
    }
    const current = await read(created.id);
    await t.app.inject({
      method: 'PUT',
      url: records(`/${created.id}`),
      headers: auth(),
      payload: { values: { ...current.values, secret: 'second-pass' }, version: current.version },
    });
    expect(await testHasher.verify('second-pass', (await storedSecret(created.id)).secret)).toBe(true);

    const short = await t.app.inject({
      method: 'POST',
      url: records(),
      headers: auth(),
      payload: { values: { title: 'Қисқа', agreed: true, secret: '12345' } },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.secret).toEqual({ message: 'Парол 6та дан кам бўлмаслиги керак' });
  });
});
