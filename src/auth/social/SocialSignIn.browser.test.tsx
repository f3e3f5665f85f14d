import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../core/api/contract';
import type { OAuth2Settings } from '../../core/api/signInContract';
import { createRuntime, type PlatonRuntime } from '../../core/runtime/platonRuntime';
import { byText } from '../../ui/testing/byText';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { SocialSignIn } from './SocialSignIn';

const t = (key: string, values?: Record<string, unknown>) => key.replace(/\{(\d+)\}/g, (_, i) => String(values?.[i] ?? ''));
const USER = { id: 9, username: 'malika' } as User;

function runtimeWith(
  oauth2: OAuth2Settings,
  answer: (path: string, options: { body?: unknown; query?: Record<string, unknown> }) => unknown = () => ({}),
): PlatonRuntime {
  const runtime = createRuntime();
  runtime.store.setState({ projectInfo: { oauth2 } as never });
  runtime.api.request = vi.fn(async (path: string, options = {}) => answer(path, options)) as PlatonRuntime['api']['request'];
  return runtime;
}

describe('SocialSignIn (docs/behaviour.md §10 social sign-in)', () => {
  let mounted: Mounted | undefined;
  const start = location.href;
  afterEach(() => {
    mounted?.unmount();
    history.replaceState(null, '', start);
    sessionStorage.clear();
  });

  it('shows a button for each configured provider and nothing for the others', async () => {
    const runtime = runtimeWith({
      keycloak: { baseUrl: 'https://id.example', realm: 'r', client_id: 'c' },
      one_id: { client_id: 'o', redirect_url: 'x' },
    });
    mounted = await mountInShadow(<SocialSignIn runtime={runtime} t={t} onSignedIn={() => {}} />);
    await settle(20);
    expect([...mounted.shadow.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Keycloak орқали кириш',
      'OneID орқали кириш',
    ]);
    expect(mounted.shadow.querySelector('.pl-social__divider')!.textContent).toBe('ёки');
  });

  it('renders nothing without providers', async () => {
    mounted = await mountInShadow(<SocialSignIn runtime={runtimeWith({})} t={t} onSignedIn={() => {}} />);
    await settle(20);
    expect(mounted.shadow.querySelector('.pl-social')).toBeNull();
  });

  it('refuses a provider answer this tab did not start, without a call, as a login error', async () => {
    const runtime = runtimeWith({ google_client_id: 'g' });
    history.replaceState(null, '', `${location.pathname}?code=stolen&state=forged`);
    const onFailed = vi.fn();
    mounted = await mountInShadow(<SocialSignIn runtime={runtime} t={t} onSignedIn={() => {}} onFailed={onFailed} />);
    await settle(20);
    expect(mounted.shadow.querySelector('[role="alert"]')!.textContent).toBe('Хатолик');
    expect(onFailed).toHaveBeenCalledWith(expect.any(Error), 'Хатолик');
    expect(runtime.api.request).not.toHaveBeenCalled();
    expect(location.search).toBe('');
  });

  it('back from Keycloak: validates with client_id and grant_type, asks for a password for a new account, then signs in', async () => {
    const calls: { path: string; body?: unknown }[] = [];
    const runtime = runtimeWith({ keycloak: { baseUrl: 'https://id.example', realm: 'r', client_id: 'platon' } }, (path, { body }) => {
      calls.push({ path, body });
      if (path === 'oauth2-validate')
        return { data: { access_token: 'grant', has_profile: false, has_password: false, password_policy: 'optional' } };
      return { data: { token: 'a.b.c', refresh_token: 'r', user: USER } };
    });
    sessionStorage.setItem(
      'platon_oauth_pending',
      JSON.stringify({ state: 's1', method: 'keycloak', redirectUri: 'http://x/auth/user', next: '/tables/appeals' }),
    );
    history.replaceState(null, '', `${location.pathname}?code=c1&state=s1&iss=https%3A%2F%2Fid.example%2Frealms%2Fr`);
    const onSignedIn = vi.fn();
    mounted = await mountInShadow(<SocialSignIn runtime={runtime} t={t} onSignedIn={onSignedIn} />);
    await settle(30);
    expect(new URLSearchParams(location.search).get('next')).toBe('/tables/appeals');
    expect(location.search).not.toContain('code=');
    expect(calls[0]).toEqual({
      path: 'oauth2-validate',
      body: {
        code: 'c1',
        state: 's1',
        redirect_uri: 'http://x/auth/user',
        iss: 'https://id.example/realms/r',
        client_id: 'platon',
        grant_type: 'authorization_code',
      },
    });
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.querySelector('h2')!.textContent).toBe('Паролни киритинг');
    const input = dialog.querySelector<HTMLInputElement>('input[type="password"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '12345');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    byText<HTMLButtonElement>(dialog, 'button', 'Сақлаш')!.click();
    await settle();
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Парол 6та дан кам бўлмаслиги керак');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Malika-2026');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    byText<HTMLButtonElement>(dialog, 'button', 'Сақлаш')!.click();
    await settle(30);
    expect(calls[1]).toEqual({ path: 'oauth2', body: { accessToken: 'grant', password: 'Malika-2026' } });
    expect(onSignedIn).toHaveBeenCalledWith(USER);
  });

  it('shows Keycloak’s own failure text when the server refuses the code', async () => {
    const runtime = runtimeWith({ keycloak: { baseUrl: 'https://id.example', realm: 'r', client_id: 'platon' } }, () => {
      throw new Error('refused');
    });
    sessionStorage.setItem(
      'platon_oauth_pending',
      JSON.stringify({ state: 's2', method: 'keycloak', redirectUri: 'http://x/auth/user', next: null }),
    );
    history.replaceState(null, '', `${location.pathname}?code=c&state=s2`);
    mounted = await mountInShadow(<SocialSignIn runtime={runtime} t={t} onSignedIn={() => {}} />);
    await settle(30);
    expect(mounted.shadow.querySelector('[role="alert"]')!.textContent).toBe(
      'Keycloak орқали киришда хатолик юз берди. Қайта уриниб кўринг.',
    );
  });
});
