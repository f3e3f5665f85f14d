import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/core/api/apiClient';
import { ApiError } from '../../src/core/api/ApiError';
import type { LoginResult, ProjectInfo, User } from '../../src/core/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config/platonConfig';
import { createSessionStore } from '../../src/core/session/sessionStore';
import { createTestApp, type TestApp } from './testApp';

/**
 * The browser's API client against the real reference server over real HTTP: the refresh rules of
 * docs/behaviour.md §10 and the transfer encoding of docs/behaviour.md §11, seen from the client side.
 */
let t: TestApp;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

async function clientOnServer(accessTtlSeconds = 300) {
  t = await createTestApp({ accessTtlSeconds });
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const store = createSessionStore();
  store.setState({ config: { ...DEFAULT_CONFIG, apiBase: `${url}/api/`, authBase: `${url}/api/auth/` } });
  const expired = vi.fn();
  const api = createApiClient(store, { onSessionExpired: expired });
  const calls: { url: string; init?: RequestInit }[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    calls.push({ url: String(input instanceof Request ? input.url : input), init });
    return realFetch(input, init);
  });
  async function signIn(username = 'admin', password = 'admin123') {
    const { data } = await api.request<{ data: LoginResult }>('login', {
      method: 'POST',
      base: 'auth',
      body: { username, password },
      headers: { 'device-id': store.getState().deviceId },
      noRefresh: true,
    });
    store.setState({ token: data.token, refreshToken: data.refresh_token, user: data.user });
    return data;
  }
  return { store, api, expired, calls, signIn };
}

const refreshCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.includes('/auth/refresh/token')).length;

describe('API client against the reference server', () => {
  it('sends the bearer token and Accept-Language, and unwraps the data envelope', async () => {
    const { api, store, calls, signIn } = await clientOnServer();
    await signIn();
    store.setState({ locale: 'ru' });
    const { data: user } = await api.get<{ data: User }>('user-info');
    expect(user.username).toBe('admin');
    const headers = new Headers(calls.at(-1)!.init!.headers);
    expect(headers.get('authorization')).toMatch(/^Bearer /);
    expect(headers.get('accept-language')).toBe('ru');
  });

  it('never sends the bearer token to public/ calls', async () => {
    const { api, calls, signIn } = await clientOnServer();
    await signIn();
    await api.get('public/main');
    expect(new Headers(calls.at(-1)!.init!.headers).get('authorization')).toBeNull();
  });

  it('refreshes once for many parallel calls that meet an expired token, then retries each', async () => {
    // JWT expiry has whole-second precision: a 3 s lifetime leaves the refreshed token at least 2 s for the
    // retries even on a loaded machine (with 1 s it could expire before they arrive).
    const { api, store, calls, signIn, expired } = await clientOnServer(3);
    const first = await signIn();
    await new Promise((resolve) => setTimeout(resolve, 4100));
    const results = await Promise.all(Array.from({ length: 5 }, () => api.get<{ data: User }>('user-info')));
    expect(results.map((r) => r.data.username)).toEqual(Array(5).fill('admin'));
    expect(refreshCalls(calls)).toBe(1);
    expect(store.getState().refreshToken).not.toBe(first.refresh_token);
    expect(expired).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused, retrying nothing more', async () => {
    const { api, store, calls, signIn, expired } = await clientOnServer(1);
    await signIn();
    store.setState({ refreshToken: 'not-a-real-token' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(api.get('user-info')).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls(calls)).toBe(1);
    expect(calls.filter((c) => c.url.endsWith('/user-info'))).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a call that asked not to (the login itself)', async () => {
    const { api, store, calls } = await clientOnServer();
    store.setState({ refreshToken: 'x' });
    const failure = await api
      .request('login', { method: 'POST', base: 'auth', body: { username: 'admin', password: 'bad' }, noRefresh: true })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).message).toBe('Логин ёки пароль нотугри!');
    expect(refreshCalls(calls)).toBe(0);
  });

  it('encodes bodies and decodes responses when the project info names transfer_method base64', async () => {
    const { api, store, calls } = await clientOnServer();
    store.setState({ projectInfo: { transfer_method: 'base64' } as ProjectInfo });
    const { data } = await api.request<{ data: LoginResult }>('login', {
      method: 'POST',
      base: 'auth',
      body: { username: 'user', password: 'user123' },
      noRefresh: true,
    });
    expect(data.user.fullName).toBe('Алишер Навоий');
    const sent = calls.at(-1)!.init!;
    expect(new Headers(sent.headers).get('content-type')).toBe('application/json+base64');
    expect(String(sent.body)).not.toContain('user123');
  });
});
