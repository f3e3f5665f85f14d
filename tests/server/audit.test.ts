import { afterEach, describe, expect, it } from 'vitest';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

async function logs() {
  return t.db.selectFrom('user_logs').selectAll().orderBy('id').execute();
}

describe('audit trail', () => {
  it('POST /api/audit stores the token’s user, not the one the body names, and the client address', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/audit',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${session.token}` },
      payload: {
        actionType: 'tableRead',
        actionTitle: 'Мурожаатлар',
        fullUrl: 'http://localhost/tables/appeals',
        browserInfo: 'Chromium 130',
        fullTime: '21.11.2026 10:00:00',
        userId: 1,
        user: 'admin',
        details: { table: 'appeals', rows: 50 },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: true });
    const row = (await logs()).find((entry) => entry.action_type === 'tableRead')!;
    expect(row).toMatchObject({
      user_id: session.user.id,
      username: 'user',
      action_title: 'Мурожаатлар',
      full_url: 'http://localhost/tables/appeals',
      browser_info: 'Chromium 130',
      ip: '203.0.113.9',
      details: { table: 'appeals', rows: 50 },
    });
    expect(session.user.id).not.toBe(1);
  });

  it('needs a token and a known action type', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'POST', url: '/api/audit', payload: { actionType: 'pageRead' } })).statusCode).toBe(401);
    const { token } = await login(t.app, 'user', 'user123');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/audit',
      headers: { authorization: `Bearer ${token}` },
      payload: { actionType: 'hacked' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the server records loggedIn, loginFailed (with the attempted name and reason) and loggedOut itself', async () => {
    t = await createTestApp();
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ghost', password: 'x' } });
    const session = await login(t.app, 'admin', 'admin123');
    await t.app.inject({ method: 'GET', url: '/api/logout', headers: { authorization: `Bearer ${session.token}` } });
    const rows = await logs();
    expect(rows.map((row) => [row.action_type, row.username])).toEqual([
      ['loginFailed', 'ghost'],
      ['loggedIn', 'admin'],
      ['loggedOut', 'admin'],
    ]);
    expect(rows[0].details).toEqual({ reason: 'credentials' });
    expect(rows[0].user_id).toBeNull();
    expect(rows[1].user_id).toBe(session.user.id);
  });
});
