import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/core/api/ApiError';
import { BAD_CREDENTIALS, TOO_MANY_ATTEMPTS, type ProjectInfo, type User } from '../src/core/api/contract';
import type { ApiClient } from '../src/core/api/apiClient';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { definePlatonAuth } from './platonAuth';

const USER = { id: 7, username: 'user', fullName: 'Ali Valiyev', locale: null, permissions: [], organizations: [] } as unknown as User;

describe('<platon-auth> events', () => {
  const runtime = getRuntime();
  runtime.store.setState({
    projectInfo: {
      product: 'platon',
      defaultLocale: 'uz',
      enabledLocales: ['uz'],
      oauth2: { google_client_id: 'g' },
    } as unknown as ProjectInfo,
  });
  runtime.ready = Promise.resolve();
  const signedIn = () => ({ token: 'access', refresh_token: 'refresh', user: USER });
  let login: () => unknown = signedIn;
  runtime.api.request = (async (path: string) => {
    if (path === 'login') return login();
    return { data: {} };
  }) as ApiClient['request'];
  definePlatonAuth();

  const start = location.href;
  const heard: { type: string; detail: unknown }[] = [];
  const names = ['platon-auth-login', 'platon-login', 'platon-auth-error', 'platon-login-error'];
  const listen = (event: Event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const name of names) document.body.addEventListener(name, listen);

  const config = runtime.store.getState().config;
  let element: HTMLElement | undefined;
  afterEach(() => {
    element?.remove();
    heard.length = 0;
    login = signedIn;
    vi.restoreAllMocks();
    runtime.store.setState({ config });
    history.replaceState(null, '', start);
    runtime.store.setState({ token: null, user: null, authenticated: false });
  });

  /** A new `<platon-auth>`, signed in to as user / user123 by keyboard. */
  async function signInAsUser() {
    element = document.createElement('platon-auth');
    document.body.append(element);
    const input = (name: string) => element!.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    await vi.waitFor(() => expect(input('username')).not.toBeNull(), { timeout: 3000 });
    input('username')!.focus();
    await sendKeys({ type: 'user' });
    input('password')!.focus();
    await sendKeys({ type: 'user123' });
    await sendKeys({ press: 'Enter' });
  }

  /** The `platon-auth-error` details the host heard, once it heard one. */
  async function heardErrors() {
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toEqual(['platon-auth-error', 'platon-login-error']), {
      timeout: 3000,
    });
    expect(heard[1].detail).toBe(heard[0].detail);
    return heard[0].detail;
  }

  /** The API on another origin of this page's server, so that a call without an answer is diagnosed. */
  function apiOnAnotherOrigin() {
    const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const apiBase = `${location.protocol}//${other}:${location.port}/api/`;
    runtime.store.setState({ config: { ...config, apiBase, authBase: `${apiBase}auth/` } });
  }

  it('fires platon-auth-login {user} after a sign-in, then the old platon-login for one release', async () => {
    await signInAsUser();
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toEqual(['platon-auth-login', 'platon-login']), { timeout: 3000 });
    expect(heard[0].detail).toEqual({ user: USER });
    expect(heard[1].detail).toBe(heard[0].detail);
  });

  it('fires platon-auth-error {message} when a sign-in fails, then the old platon-login-error', async () => {
    // A provider's answer this tab did not start: refused and reported (docs/behaviour.md §9 "emitted as a login error").
    history.replaceState(null, '', `${location.pathname}?code=stolen&state=forged`);
    element = document.createElement('platon-auth');
    document.body.append(element);
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toEqual(['platon-auth-error', 'platon-login-error']), {
      timeout: 3000,
    });
    expect(heard[0].detail).toEqual({ method: 'oauth', reason: 'oauth', message: 'Хатолик' });
  });

  it('fires platon-auth-error with reason credentials for a wrong password', async () => {
    login = () => {
      throw new ApiError(401, { statusCode: 401, error: BAD_CREDENTIALS, message: 'Логин ёки пароль нотугри!' });
    };
    await signInAsUser();
    expect(await heardErrors()).toEqual({ method: 'password', reason: 'credentials', message: 'Логин ёки пароль нотугри!' });
  });

  it('fires platon-auth-error with reason throttled for a 429', async () => {
    const message = 'Кўп марта нотўғри уриниш. Бироздан сўнг қайта уриниб кўринг';
    login = () => {
      throw new ApiError(429, { statusCode: 429, error: TOO_MANY_ATTEMPTS, message });
    };
    await signInAsUser();
    expect(await heardErrors()).toEqual({ method: 'password', reason: 'throttled', message });
  });

  it('fires platon-auth-error with reason origin-refused when the server answers but not to this origin', async () => {
    apiOnAnotherOrigin();
    // What a browser shows a script for a CORS refusal: no answer at all. The no-cors probe is answered.
    login = () => {
      throw new ApiError(0, null, 'Failed to fetch');
    };
    const probe = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    await signInAsUser();
    expect(await heardErrors()).toEqual({ method: 'password', reason: 'origin-refused', message: 'Сервер билан алоқа йўқ' });
    expect(probe.mock.calls[0][0]).toBe(`${runtime.store.getState().config.apiBase}info`);
  });

  it('fires platon-auth-error with reason network when the server cannot be reached', async () => {
    apiOnAnotherOrigin();
    login = () => {
      throw new ApiError(0, null, 'Failed to fetch');
    };
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await signInAsUser();
    expect(await heardErrors()).toEqual({ method: 'password', reason: 'network', message: 'Сервер билан алоқа йўқ' });
  });
});
