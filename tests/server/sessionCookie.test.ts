import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './testApp';

const DEVICE = 'laptop-1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionCookie: true, refreshTtlSeconds: 3600, refreshReuseGraceSeconds: 0 });
});
afterAll(async () => t?.close());

/** The platon_refresh Set-Cookie of a response, split into its value and attributes. */
function refreshCookie(response: LightMyRequestResponse): { value: string; attributes: string[] } | null {
  const headers = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const line = headers.find((header) => header.startsWith('platon_refresh='));
  if (!line) return null;
  const [pair, ...attributes] = line.split(/;\s*/);
  return { value: pair.slice('platon_refresh='.length), attributes };
}

async function signIn(username = 'user', password = 'user123') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'device-id': DEVICE },
    payload: { username, password },
  });
  expect(response.statusCode).toBe(200);
  return { response, data: response.json().data, cookie: refreshCookie(response)! };
}

const refresh = (cookie: string | null, headers: Record<string, string> = { 'device-id': DEVICE }) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/refresh/token',
    headers: { ...headers, ...(cookie !== null && { cookie: `platon_refresh=${cookie}` }) },
  });
const userInfo = (token: string) => t.app.inject({ url: '/api/user-info', headers: { authorization: `Bearer ${token}` } });

describe('session mode "cookie" (PLATON_SESSION_COOKIE=1)', () => {
  it('says so in project info', async () => {
    expect((await t.app.inject({ url: '/api/info' })).json().data.session_cookie).toBe(true);
  });

  it('sign-in sets the refresh token as an HttpOnly, SameSite=Strict cookie of the auth path, never in the body', async () => {
    const { response, data, cookie } = await signIn();
    expect(data.token).toBeTruthy();
    expect(data).not.toHaveProperty('refresh_token');
    expect(response.body).not.toContain(cookie.value);
    expect(cookie.value.length).toBeGreaterThan(20);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['Path=/api/auth/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=3600']));
    expect(cookie.attributes).not.toContain('Secure'); // plain http here; https requests or an https PLATON_PUBLIC_URL add it
  });

  it('refresh reads the cookie, rotates it, and answers only the access token', async () => {
    const { cookie } = await signIn();
    const first = await refresh(cookie.value);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json().data)).toEqual(['access_token']);
    const rotated = refreshCookie(first)!;
    expect(rotated.value).not.toBe(cookie.value);
    expect(rotated.attributes).toEqual(expect.arrayContaining(['Path=/api/auth/', 'HttpOnly', 'SameSite=Strict']));
    expect((await userInfo(first.json().data.access_token)).json().data.username).toBe('user');
    expect((await refresh(rotated.value)).statusCode).toBe(200);
  });

  it('a cookie presented again after its use revokes the whole session, and the cookie is cleared', async () => {
    const { cookie } = await signIn();
    const first = await refresh(cookie.value);
    const successor = refreshCookie(first)!.value;
    const replay = await refresh(cookie.value);
    expect(replay.statusCode).toBe(401);
    expect(refreshCookie(replay)).toMatchObject({ value: '', attributes: expect.arrayContaining(['Max-Age=0', 'Path=/api/auth/']) });
    expect((await refresh(successor)).statusCode).toBe(401);
    expect((await userInfo(first.json().data.access_token)).statusCode).toBe(401);
  });

  it('spends nothing for a call without the device-id header (a sibling site`s page cannot send it without a preflight)', async () => {
    const { cookie } = await signIn();
    expect((await refresh(cookie.value, {})).statusCode).toBe(401);
    // The cookie was not spent: the runtime's own call still works.
    expect((await refresh(cookie.value)).statusCode).toBe(200);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const { data, cookie } = await signIn('admin', 'admin123');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${data.token}`, 'device-id': DEVICE },
    });
    expect(out.statusCode).toBe(200);
    expect(refreshCookie(out)).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Max-Age=0', 'Path=/api/auth/', 'HttpOnly']),
    });
    expect((await refresh(cookie.value)).statusCode).toBe(401);
  });
});

describe('session mode "local storage" (the default, docs/behaviour.md §2)', () => {
  it('keeps the refresh token in the JSON body and sets no cookie', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/info' })).json().data.session_cookie).toBe(false);
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'user', password: 'user123' },
      });
      expect(response.json().data.refresh_token).toBeTruthy();
      expect(response.headers['set-cookie']).toBeUndefined();
      // A cookie is not a way in when the mode is off.
      const refreshed = await plain.app.inject({
        url: '/api/auth/refresh/token',
        headers: { 'device-id': DEVICE, cookie: `platon_refresh=${response.json().data.refresh_token}` },
      });
      expect(refreshed.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
