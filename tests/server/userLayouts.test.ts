import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

describe('per-user page layouts (/api/user/layouts/{name})', () => {
  let t: TestApp;
  let userToken: string;
  let adminToken: string;
  const layout = {
    panels: [
      { kind: 'table', name: 'regions' },
      { kind: 'form', name: 'appeals' },
      { kind: 'page', name: 'dashboard' },
    ],
    sizes: { main: [70, 30], side: [40, 60] },
  };

  beforeAll(async () => {
    t = await createTestApp();
    [userToken, adminToken] = (await Promise.all([login(t.app, 'user', 'user123'), login(t.app, 'admin', 'admin123')])).map((r) => r.token);
  });
  afterAll(async () => t?.close());

  const headers = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
  const read = (token: string | null, name = 'resizable-page') =>
    t.app.inject({ method: 'GET', url: `/api/user/layouts/${name}`, headers: headers(token) });
  const save = (body: unknown, token: string | null = userToken, name = 'resizable-page') =>
    t.app.inject({ method: 'PUT', url: `/api/user/layouts/${name}`, headers: headers(token), payload: body as object });

  it('needs a signed-in user', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await save({ layout }, null)).statusCode).toBe(401);
  });

  it('is null until saved, then the saved layout for that user only', async () => {
    expect((await read(userToken)).json()).toEqual({ data: { layout: null } });
    const saved = await save({ layout });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ data: { saved: true } });
    expect((await read(userToken)).json()).toEqual({ data: { layout } });
    expect((await read(adminToken)).json()).toEqual({ data: { layout: null } });
    expect((await read(userToken, 'other-page')).json()).toEqual({ data: { layout: null } });

    // A second save replaces the first.
    const next = { ...layout, sizes: { main: [50, 50], side: [50, 50] } };
    expect((await save({ layout: next })).statusCode).toBe(200);
    expect((await read(userToken)).json()).toEqual({ data: { layout: next } });
    expect(await t.db.selectFrom('user_layouts').selectAll().execute()).toHaveLength(1);
  });

  it('refuses a malformed layout or name', async () => {
    expect((await save({ layout: { ...layout, panels: [{ kind: 'script', name: 'x' }] } })).statusCode).toBe(400);
    expect((await save({ layout: { ...layout, sizes: { main: [150, -50] } } })).statusCode).toBe(400);
    expect((await save({ layout: { ...layout, panels: Array.from({ length: 13 }, () => layout.panels[0]) } })).statusCode).toBe(400);
    expect((await save({})).statusCode).toBe(400);
    expect((await save({ layout }, userToken, 'Bad_Name')).statusCode).toBe(400);
  });

  it('forgets it on DELETE, so the default shows again', async () => {
    expect((await save({ layout })).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/user/layouts/resizable-page', headers: headers(userToken) });
    expect(removed.json()).toEqual({ data: { saved: true } });
    expect((await read(userToken)).json()).toEqual({ data: { layout: null } });
  });
});
