import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableDefinition } from '../../src/core/api/tableContract';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

describe('per-user column settings (POST /api/user/column)', () => {
  let t: TestApp;
  let userToken: string;
  let adminToken: string;
  let appealsId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [userToken, adminToken] = (await Promise.all([login(t.app, 'user', 'user123'), login(t.app, 'admin', 'admin123')])).map((r) => r.token);
    appealsId = (await t.db.selectFrom('tables').select('id').where('name', '=', 'appeals').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  function save(payload: unknown, token: string | null = userToken) {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/column',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
    });
  }
  async function savedConfig(token: string, level = 1): Promise<TableDefinition['columnConfig']> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tables/appeals?level=${level}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: TableDefinition }).data.columnConfig;
  }

  it('needs a signed-in user', async () => {
    expect((await save({ level: 1, tableId: appealsId, column_config: {} }, null)).statusCode).toBe(401);
  });

  it('saves the settings and hands them back in that user’s definition only, per level', async () => {
    const config = { order: { '3': 0, '2': 1 }, titles: { '2': 'Ариза рақами' }, hidden: [5, '7'] };
    const response = await save({ level: 1, tableId: appealsId, column_config: config });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { saved: true } });

    // Column ids are numbers; one sent as text comes back as a number (the table model compares them as text).
    expect(await savedConfig(userToken)).toEqual({ ...config, hidden: [5, 7] });
    expect(await savedConfig(adminToken)).toBeNull();
    expect(await savedConfig(userToken, 2)).toBeNull();

    // A second save replaces the first (one row per user, table and level).
    expect((await save({ level: 1, tableId: appealsId, column_config: { hidden: [9] } })).statusCode).toBe(200);
    expect(await savedConfig(userToken)).toEqual({ hidden: [9] });
    const rows = await t.db.selectFrom('user_column_configs').selectAll().where('table_id', '=', appealsId).execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts the table id as text and the table name, as older clients send them', async () => {
    expect((await save({ level: 2, tableId: String(appealsId), column_config: { hidden: [1] } })).statusCode).toBe(200);
    expect(await savedConfig(userToken, 2)).toEqual({ hidden: [1] });
    expect((await save({ level: 2, tableId: 'appeals', column_config: { titles: { '1': 'Рақам' } } })).statusCode).toBe(200);
    expect(await savedConfig(userToken, 2)).toEqual({ titles: { '1': 'Рақам' } });
  });

  it('resets to the table’s defaults with an empty config', async () => {
    expect((await save({ level: 1, tableId: appealsId, column_config: { hidden: [4] } })).statusCode).toBe(200);
    expect((await save({ level: 1, tableId: appealsId, column_config: {} })).json()).toEqual({ data: { saved: true } });
    expect(await savedConfig(userToken)).toBeNull();
    expect((await save({ level: 1, tableId: appealsId, column_config: { hidden: [4] } })).statusCode).toBe(200);
    expect((await save({ level: 1, tableId: appealsId, column_config: { order: {}, titles: {}, hidden: [] } })).statusCode).toBe(200);
    expect(await savedConfig(userToken)).toBeNull();
  });

  it('rejects malformed bodies with 400 and stores nothing', async () => {
    await save({ level: 3, tableId: appealsId, column_config: {} });
    const bad: unknown[] = [
      {},
      { tableId: appealsId, column_config: {} },
      { level: 3, column_config: {} },
      { level: 3, tableId: appealsId },
      { level: 0, tableId: appealsId, column_config: {} },
      { level: 'x', tableId: appealsId, column_config: {} },
      { level: 3, tableId: appealsId, column_config: 'hidden' },
      { level: 3, tableId: appealsId, column_config: { order: { '1': 'first' } } },
      { level: 3, tableId: appealsId, column_config: { order: { '1': 1.5 } } },
      { level: 3, tableId: appealsId, column_config: { titles: { '1': 'я'.repeat(201) } } },
      { level: 3, tableId: appealsId, column_config: { titles: { '1': { text: 'x' } } } },
      { level: 3, tableId: appealsId, column_config: { hidden: 'all' } },
      { level: 3, tableId: appealsId, column_config: { hidden: [{ id: 1 }] } },
      { level: 3, tableId: appealsId, column_config: { hidden: Array.from({ length: 501 }, (_, i) => i) } },
      { level: 3, tableId: { id: appealsId }, column_config: {} },
    ];
    for (const payload of bad) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
    }
    expect(await t.db.selectFrom('user_column_configs').select('level').where('level', '=', 3).execute()).toEqual([]);
    // The limits themselves are accepted.
    const atLimit = { titles: { '1': 'я'.repeat(200) }, hidden: Array.from({ length: 500 }, (_, i) => i) };
    expect((await save({ level: 3, tableId: appealsId, column_config: atLimit })).statusCode).toBe(200);
    expect(await savedConfig(userToken, 3)).toEqual(atLimit);
  });

  it('is 404 for an unknown table and 403 for a table the user may not read', async () => {
    for (const tableId of [999_999, '999999', 'no_such_table']) {
      const response = await save({ level: 1, tableId, column_config: { hidden: [1] } });
      expect(response.statusCode, String(tableId)).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'Саҳифа топилмади' });
    }
    expect((await save({ level: 1, tableId: 'users', column_config: { hidden: [1] } })).statusCode).toBe(403);
    expect((await save({ level: 1, tableId: 'users', column_config: { hidden: [1] } }, adminToken)).statusCode).toBe(200);
  });
});
