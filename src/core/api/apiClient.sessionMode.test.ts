import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo } from './contract';
import { DEFAULT_CONFIG } from '../config/platonConfig';
import { createSessionStore } from '../session/sessionStore';
import { createApiClient } from './apiClient';

afterEach(() => vi.restoreAllMocks());

/**
 * Cookie mode (PLATON_SESSION_COOKIE): the page holds an access token and no refresh token, and learns from
 * the project info that the browser holds a refresh cookie. A page's first calls go out beside that info.
 */
describe('a call refused before the project info says the session mode', () => {
  function cookieSession() {
    const store = createSessionStore();
    store.setState({
      config: { ...DEFAULT_CONFIG, apiBase: 'https://platon.test/api/', authBase: 'https://platon.test/api/auth/' },
      token: 'expired',
      refreshToken: null,
    });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const seen: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const bearer = new Headers(init?.headers).get('authorization');
      seen.push(`${url.replace('https://platon.test/api/', '')} ${bearer ?? ''}`.trim());
      if (url.endsWith('auth/refresh/token')) return json(200, { data: { access_token: 'fresh' } });
      return bearer === 'Bearer fresh' ? json(200, { data: { rows: [] } }) : json(401, { message: 'expired' });
    });
    const expired = vi.fn();
    return { store, api: createApiClient(store, { onSessionExpired: expired }), seen, expired };
  }

  it('waits for the info, then refreshes with the cookie and retries', async () => {
    const { store, api, seen, expired } = cookieSession();
    const call = api.request('tables/appeals');
    // The info arrives after the table's 401.
    setTimeout(() => store.setState({ projectInfo: { session_cookie: true } as ProjectInfo }), 30);
    await expect(call).resolves.toEqual({ data: { rows: [] } });
    expect(seen).toEqual(['tables/appeals Bearer expired', 'auth/refresh/token', 'tables/appeals Bearer fresh']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('gives the 401 back when the info says there is no cookie to refresh with', async () => {
    const { store, api, seen } = cookieSession();
    const call = api.request('tables/appeals');
    setTimeout(() => store.setState({ projectInfo: { session_cookie: false } as ProjectInfo }), 30);
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['tables/appeals Bearer expired']);
  });
});
