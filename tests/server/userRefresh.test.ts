import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoPageDialogs } from '../../server/seed/seedDemoPageDialogs';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('GET /api/user-refresh (docs/behaviour.md §11)', () => {
  it('reads the signed-in user again from the database, with what changed since sign-in', async () => {
    t = await createTestApp();
    const user = await login(t.app, 'user', 'user123');
    expect((await get('/api/user-refresh')).statusCode).toBe(401);
    await t.db
      .updateTable('users')
      .set({ full_name: 'Янги Исм', permissions: JSON.stringify(['reports.read']) })
      .where('id', '=', user.user.id)
      .execute();

    for (const url of ['/api/user-refresh', `/api/user-refresh?userId=${user.user.id}`]) {
      const response = await get(url, user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ ...user.user, fullName: 'Янги Исм', permissions: ['reports.read'] });
    }
  });

  it("refuses someone else's userId unless the caller is an administrator; bad ids are 400, unknown 404", async () => {
    t = await createTestApp();
    const user = await login(t.app, 'user', 'user123');
    const admin = await login(t.app, 'admin', 'admin123');

    const refused = await get(`/api/user-refresh?userId=${admin.user.id}`, user.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Only an administrator may refresh another user’s data' });

    const byAdmin = await get(`/api/user-refresh?userId=${user.user.id}`, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toEqual(user.user);

    expect((await get('/api/user-refresh?userId=abc', user.token)).statusCode).toBe(400);
    expect((await get('/api/user-refresh?userId=0', user.token)).statusCode).toBe(400);
    expect((await get('/api/user-refresh?userId=999999', admin.token)).statusCode).toBe(404);
  });
});

describe('the dialogs demo on the dashboard page', () => {
  it('is seeded once, also into a database whose pages were seeded before it; a deleted one stays deleted', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const names = async () => ((await get('/api/pages/dashboard', token)).json().data.components as { name: string }[]).map((c) => c.name);
    expect(await names()).toEqual(['summary', 'note', 'dialogs']);

    // An older database: the component and the marker absent.
    await t.db.deleteFrom('platon_page_components').where('name', '=', 'dialogs').execute();
    await t.db.deleteFrom('project_settings').where('key', '=', 'platon.demoPageDialogsSeededAt').execute();
    await seedDemoPageDialogs(t.db);
    await seedDemoPageDialogs(t.db);
    expect(await names()).toEqual(['summary', 'note', 'dialogs']);

    await t.db.deleteFrom('platon_page_components').where('name', '=', 'dialogs').execute();
    await seedDemoPageDialogs(t.db);
    expect(await names()).toEqual(['summary', 'note']);
  });
});
