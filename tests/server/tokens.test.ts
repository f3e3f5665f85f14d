import { afterEach, describe, expect, it } from 'vitest';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

function refresh(token: string, deviceId?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/refresh/token',
    headers: { authorization: `Bearer ${token}`, ...(deviceId && { 'device-id': deviceId }) },
  });
}

function userInfo(accessToken: string) {
  return t.app.inject({ method: 'GET', url: '/api/user-info', headers: { authorization: `Bearer ${accessToken}` } });
}

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new access token and a new refresh token', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123', { deviceId: 'laptop' });
    const first = await refresh(session.refresh_token, 'laptop');
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(Object.keys(data).sort()).toEqual(['access_token', 'refresh_token']);
    expect(data.refresh_token).not.toBe(session.refresh_token);
    expect((await userInfo(data.access_token)).json().data.username).toBe('user');
    expect((await refresh(data.refresh_token, 'laptop')).statusCode).toBe(200);
  });

  it('store only a hash of each refresh token', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123');
    const rows = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(session.refresh_token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reuse after the grace window: a spent token gets 401 and revokes its successor and the access token', async () => {
    t = await createTestApp({ refreshReuseGraceSeconds: 0 });
    const session = await login(t.app, 'user', 'user123', { deviceId: 'laptop' });
    const rotated = (await refresh(session.refresh_token, 'laptop')).json().data;

    const replay = await refresh(session.refresh_token, 'laptop');
    expect(replay.statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token, 'laptop')).statusCode).toBe(401);
    expect((await userInfo(rotated.access_token)).statusCode).toBe(401);
  });

  it('reuse does not touch the same user’s other sessions', async () => {
    t = await createTestApp({ refreshReuseGraceSeconds: 0 });
    const phone = await login(t.app, 'user', 'user123', { deviceId: 'phone' });
    const laptop = await login(t.app, 'user', 'user123', { deviceId: 'laptop' });
    await refresh(phone.refresh_token, 'phone');
    await refresh(phone.refresh_token, 'phone');
    expect((await userInfo(laptop.token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token, 'laptop')).statusCode).toBe(200);
  });

  it('refuses unknown, missing and malformed tokens', async () => {
    t = await createTestApp();
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/refresh/token' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().statusCode).toBe(401);
  });

  it('refuses a refresh token presented from another device and ends that session', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123', { deviceId: 'laptop' });
    expect((await refresh(session.refresh_token, 'elsewhere')).statusCode).toBe(401);
    expect((await userInfo(session.token)).statusCode).toBe(401);
  });

  it('refuses a device-bound refresh token presented without the device-id header, and ends that session', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123', { deviceId: 'laptop' });
    const missing = await refresh(session.refresh_token);
    expect(missing.statusCode).toBe(401);
    expect((await userInfo(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token, 'laptop')).statusCode).toBe(401);
  });

  it('two tabs refreshing with the same token at once both get the same successor, and the session lives on', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123', { deviceId: 'laptop' });
    const [a, b] = await Promise.all([refresh(session.refresh_token, 'laptop'), refresh(session.refresh_token, 'laptop')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.refresh_token).toBe(b.json().data.refresh_token);
    // A third tab a moment later, too.
    const c = await refresh(session.refresh_token, 'laptop');
    expect(c.json().data.refresh_token).toBe(a.json().data.refresh_token);
    for (const response of [a, b, c]) expect((await userInfo(response.json().data.access_token)).statusCode).toBe(200);
    const next = await refresh(a.json().data.refresh_token, 'laptop');
    expect(next.statusCode).toBe(200);
    expect((await userInfo(next.json().data.access_token)).json().data.username).toBe('user');
  });

  it('the grace window does not help a thief on another device', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123', { deviceId: 'laptop' });
    const rotated = await refresh(session.refresh_token, 'laptop');
    expect((await refresh(session.refresh_token, 'thief')).statusCode).toBe(401);
    expect((await refresh(rotated.json().data.refresh_token, 'laptop')).statusCode).toBe(401);
  });

  it('binds a session opened without a device-id header to a device the server chose, which refreshes must show', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123');
    expect(session.device_id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await t.db.selectFrom('auth_sessions').select('device_id').where('user_id', '=', session.user.id).execute();
    expect(stored).toEqual([{ device_id: session.device_id }]);
    const rotated = await refresh(session.refresh_token, session.device_id);
    expect(rotated.statusCode).toBe(200);
    // The refresh token alone (a log line, a proxy's memory) is worth nothing, and showing it so ends the session.
    expect((await refresh(rotated.json().data.refresh_token)).statusCode).toBe(401);
    expect((await refresh(rotated.json().data.refresh_token, session.device_id)).statusCode).toBe(401);
    expect((await userInfo(rotated.json().data.access_token)).statusCode).toBe(401);
    // Every sign-in gets a device of its own; a browser's header is kept as it came.
    const other = await login(t.app, 'user', 'user123');
    expect(other.device_id).not.toBe(session.device_id);
    expect((await login(t.app, 'user', 'user123', { deviceId: 'laptop' })).device_id).toBe('laptop');
  });

  it('a session opened before every session had a device is bound to the first device that refreshes it', async () => {
    t = await createTestApp();
    const unbound = async () => {
      const session = await login(t.app, 'user', 'user123');
      await t.db.updateTable('auth_sessions').set({ device_id: null }).where('device_id', '=', session.device_id).execute();
      return session;
    };
    const legacy = await unbound();
    const first = await refresh(legacy.refresh_token, 'laptop');
    expect(first.statusCode).toBe(200);
    expect((await refresh(first.json().data.refresh_token, 'elsewhere')).statusCode).toBe(401);
    // Without any device to bind it to, a refresh is refused like a foreign one, and the session ends.
    const headerless = await unbound();
    expect((await refresh(headerless.refresh_token)).statusCode).toBe(401);
    expect((await userInfo(headerless.token)).statusCode).toBe(401);
    expect(
      (await t.db.selectFrom('auth_sessions').select('id').where('device_id', 'is', null).where('revoked_at', 'is', null).execute()).length,
    ).toBe(0);
  });

  it('refuses an expired refresh token', async () => {
    t = await createTestApp({ refreshTtlSeconds: 1 });
    const session = await login(t.app, 'user', 'user123');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await refresh(session.refresh_token, session.device_id)).statusCode).toBe(401);
  });
});

describe('logout and access tokens', () => {
  it('logout revokes the session: the access token and the refresh token stop working', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'admin', 'admin123');
    const headers = { authorization: `Bearer ${session.token}` };
    // A table page may use a session check made a moment ago: logout ends that at once too.
    const tablePage = () => t.app.inject({ url: '/api/tables/appeals/data?size=1', headers });
    expect((await userInfo(session.token)).statusCode).toBe(200);
    expect((await tablePage()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: true });
    expect((await tablePage()).statusCode).toBe(401);
    expect((await userInfo(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token, session.device_id)).statusCode).toBe(401);
  });

  it('logout also answers POST, even with an empty JSON body', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'admin', 'admin123');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect((await userInfo(session.token)).statusCode).toBe(401);
  });

  it('logout needs a valid token', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('an expired access token gets 401 and a refresh brings access back', async () => {
    // JWT expiry has whole-second precision: 3 s leaves a fresh token at least 2 s, so the checks right
    // after sign-in and refresh cannot meet an already expired token on a slow machine.
    t = await createTestApp({ accessTtlSeconds: 3 });
    const session = await login(t.app, 'user', 'user123');
    expect((await userInfo(session.token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 4100));
    const expired = await userInfo(session.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const renewed = (await refresh(session.refresh_token, session.device_id)).json().data;
    expect((await userInfo(renewed.access_token)).statusCode).toBe(200);
  });

  it('refuses tokens signed with another key, tampered tokens and refresh tokens used as access tokens', async () => {
    t = await createTestApp();
    const session = await login(t.app, 'user', 'user123');
    const other = await createTestApp();
    try {
      const foreign = await login(other.app, 'user', 'user123');
      expect((await userInfo(foreign.token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    const [header, payload, signature] = session.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString(
      'base64url',
    );
    expect((await userInfo(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await userInfo(session.refresh_token)).statusCode).toBe(401);
  });
});
