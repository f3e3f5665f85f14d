import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo, User } from '../src/core/api/contract';
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
  runtime.api.request = (async (path: string) => {
    if (path === 'login') return { token: 'access', refresh_token: 'refresh', user: USER };
    return { data: {} };
  }) as ApiClient['request'];
  definePlatonAuth();

  const start = location.href;
  const heard: { type: string; detail: unknown }[] = [];
  const names = ['platon-auth-login', 'platon-login', 'platon-auth-error', 'platon-login-error'];
  const listen = (event: Event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const name of names) document.body.addEventListener(name, listen);

  let element: HTMLElement | undefined;
  afterEach(() => {
    element?.remove();
    heard.length = 0;
    history.replaceState(null, '', start);
    runtime.store.setState({ token: null, user: null, authenticated: false });
  });

  it('fires platon-auth-login {user} after a sign-in, then the old platon-login for one release', async () => {
    element = document.createElement('platon-auth');
    document.body.append(element);
    const input = (name: string) => element!.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    await vi.waitFor(() => expect(input('username')).not.toBeNull(), { timeout: 3000 });
    input('username')!.focus();
    await sendKeys({ type: 'user' });
    input('password')!.focus();
    await sendKeys({ type: 'user123' });
    await sendKeys({ press: 'Enter' });
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toEqual(['platon-auth-login', 'platon-login']), { timeout: 3000 });
    expect(heard[0].detail).toEqual({ user: USER });
    expect(heard[1].detail).toBe(heard[0].detail);
  });

  it('fires platon-auth-error {message} when a sign-in fails, then the old platon-login-error', async () => {
    // A provider's answer this tab did not start: refused and reported (SPEC §8 "emitted as a login error").
    history.replaceState(null, '', `${location.pathname}?code=stolen&state=forged`);
    element = document.createElement('platon-auth');
    document.body.append(element);
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toEqual(['platon-auth-error', 'platon-login-error']), {
      timeout: 3000,
    });
    expect(heard[0].detail).toEqual({ message: 'Хатолик' });
  });
});
