import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_FORBIDDEN, RESTORE_REFUSED } from '../../server/history/registerConfigHistoryRoutes';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, user] = (await Promise.all([login(t.app, 'admin', 'admin123'), login(t.app, 'user', 'user123')])).map((r) => r.token);
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token = admin, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${path}`, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
async function newMenu(name: string): Promise<number> {
  const row = await t.db
    .insertInto('menus')
    .values({ name, link: '/tables/appeals', project_id: 'appeals' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const history = async (collection: string, id: number) => {
  const response = await call('GET', `config-history/${collection}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('configuration history (GET config-history/{collection}/{id}, POST .../restore/{version})', { timeout: 90_000 }, () => {
  it('keeps the version before each change with who and when, and restores one as a new version', async () => {
    const id = await newMenu('Тарих 1');
    const read = (await call('GET', `forms/menus/records/${id}`)).json().data;
    const saved = await call('PUT', `forms/menus/records/${id}`, admin, { values: { name: 'Тарих 2' }, version: read.version });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await history('menus', id);
    expect(after.current).toMatchObject({ id, name: 'Тарих 2' });
    expect(after.versions).toEqual([
      {
        id: expect.any(Number),
        action: 'update',
        changedAt: expect.any(String),
        changedBy: { id: expect.any(Number), username: 'admin' },
        row: expect.objectContaining({ name: 'Тарих 1' }),
      },
    ]);

    const restored = await call('POST', `config-history/menus/${id}/restore/${after.versions[0].id}`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.current).toMatchObject({ id, name: 'Тарих 1' });
    // The restore is itself a change: the name it replaced is the newest version now.
    const now = await history('menus', id);
    expect(now.versions.map((version: { row: { name: string } }) => version.row.name)).toEqual(['Тарих 2', 'Тарих 1']);
    expect(
      (await call('GET', 'menus')).json().data.flatMap(function names(item: { name: string; children: never[] }): string[] {
        return [item.name, ...item.children.flatMap(names)];
      }),
    ).toContain('Тарих 1');
  });

  it('keeps a deleted row, restores it under its id, and names no one for the system’s own changes', async () => {
    const id = await newMenu('Ўчириладиган');
    await sql`UPDATE menus SET name = 'Тизим ўзгартирди' WHERE id = ${id}`.execute(t.db);
    const deleted = await call('DELETE', `forms/menus/records/${id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const kept = await history('menus', id);
    expect(kept.current).toBeNull();
    expect(kept.versions.map((version: { action: string; changedBy: unknown }) => [version.action, version.changedBy])).toEqual([
      ['delete', { id: expect.any(Number), username: 'admin' }],
      ['update', null],
    ]);
    const restored = await call('POST', `config-history/menus/${id}/restore/${kept.versions[0].id}`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t.db.selectFrom('menus').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name).toBe('Тизим ўзгартирди');
  });

  it('keeps nothing for an update that changes nothing, refuses a restore that no longer fits, and is for administrators only', async () => {
    const id = await newMenu('Ўзгармас');
    await sql`UPDATE menus SET name = name WHERE id = ${id}`.execute(t.db);
    expect((await history('menus', id)).versions).toEqual([]);
    // Nor does the scheduler moving a task's cursor on every occurrence.
    const task = await sql<{ id: number }>`INSERT INTO cron (name, expression) VALUES ('Тарих синови', '0 3 * * *') RETURNING id`.execute(
      t.db,
    );
    const taskId = task.rows[0].id;
    await sql`UPDATE cron SET last_occurrence = now() WHERE id = ${taskId}`.execute(t.db);
    expect((await history('cron', taskId)).versions).toEqual([]);

    // A table deleted, its name taken by another since: its old row cannot come back.
    const { id: tableId } = await t.db
      .insertInto('tables')
      .values({ name: 'history_probe', title: 'Эски', source_sql: 'SELECT 1 AS id', project_id: 'appeals' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('tables').where('id', '=', tableId).execute();
    await t.db
      .insertInto('tables')
      .values({ name: 'history_probe', title: 'Янги', source_sql: 'SELECT 1 AS id', project_id: 'appeals' })
      .execute();
    const [version] = (await history('tables', tableId)).versions;
    const refused = await call('POST', `config-history/tables/${tableId}/restore/${version.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: RESTORE_REFUSED });

    const forbidden = await call('GET', `config-history/menus/${id}`, user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: HISTORY_FORBIDDEN });
    expect((await call('POST', `config-history/menus/${id}/restore/${version.id}`, user)).statusCode).toBe(403);
    expect((await call('GET', `config-history/users/1`)).statusCode).toBe(400);
    expect((await call('GET', `config-history/menus/abc`)).statusCode).toBe(400);
    // A version of another row is not this row's.
    expect((await call('POST', `config-history/menus/${id}/restore/${version.id}`)).statusCode).toBe(404);
  });
});
