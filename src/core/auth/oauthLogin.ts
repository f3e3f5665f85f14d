import { ApiError } from '../api/ApiError';
import type { LoginAnswer, User } from '../api/contract';
import type { OAuth2Settings, OAuthAuthorizeResult, OAuthProvider, OAuthValidateResult } from '../api/signInContract';
import type { PlatonRuntime } from '../runtime/platonRuntime';
import { rememberDeviceToken } from './deviceTokens';
import { signIn } from './passwordLogin';

/** sessionStorage: what the page needs back from the provider's round trip (this tab only). */
const PENDING_KEY = 'platon_oauth_pending';
const KEYCLOAK_FAILURE = 'Keycloak орқали киришда хатолик юз берди. Қайта уриниб кўринг.';

interface Pending {
  state: string;
  method: OAuthProvider;
  redirectUri: string;
  next: string | null;
}

/** A code back from a provider, verified by the server: what the set-password rule (docs/behaviour.md §10, §5) needs. */
export interface OAuthReturn {
  method: OAuthProvider;
  result: OAuthValidateResult;
}

/** A failed social sign-in, with docs/behaviour.md §9's text for it. */
export class OAuthLoginError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OAuthLoginError';
  }
}

/** The providers project info names (docs/behaviour.md §2 `oauth2`), in the spec's order. */
export function configuredProviders(settings: OAuth2Settings | undefined): OAuthProvider[] {
  if (!settings) return [];
  const on: Record<OAuthProvider, boolean> = {
    google: Boolean(settings.google_client_id),
    keycloak: Boolean(settings.keycloak),
    one_id: Boolean(settings.one_id),
    linkedin: Boolean(settings.linkedin),
    ssv: Boolean(settings.ssv),
  };
  return (Object.keys(on) as OAuthProvider[]).filter((provider) => on[provider]);
}

/**
 * Sends the browser to the provider (docs/behaviour.md §10 social sign-in). The server makes the address, keeping state,
 * nonce and the PKCE verifier; this tab keeps the state, to check it when the provider sends the user back
 * here, and `next`, which the round trip would otherwise lose.
 */
export async function startOAuth(runtime: PlatonRuntime, method: OAuthProvider): Promise<void> {
  const here = new URL(globalThis.location.href);
  const redirectUri = `${here.origin}${here.pathname}`;
  try {
    const { data } = await runtime.api.request<{ data: OAuthAuthorizeResult }>('oauth2-authorize', {
      base: 'auth',
      query: { method, redirect_uri: redirectUri },
      noRefresh: true,
    });
    const pending: Pending = { state: data.state, method, redirectUri, next: here.searchParams.get('next') };
    globalThis.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    globalThis.location.assign(data.url);
  } catch (error) {
    throw new OAuthLoginError(failureText(method, error), { cause: error });
  }
}

/**
 * Back from the provider: when the address carries its answer, takes it out of the address (keeping
 * `next`), checks the state against this tab's, and has the server verify the code. Null when the address
 * holds no provider answer.
 */
export async function completeOAuth(runtime: PlatonRuntime): Promise<OAuthReturn | null> {
  const here = new URL(globalThis.location.href);
  const params = here.searchParams;
  const state = params.get('state');
  if (!state || !(params.has('code') || params.has('error'))) return null;
  const pending = readPending();
  globalThis.sessionStorage.removeItem(PENDING_KEY);
  const clean = new URL(here.pathname, here.origin);
  if (pending?.next) clean.searchParams.set('next', pending.next);
  globalThis.history.replaceState(globalThis.history.state, '', clean.pathname + clean.search);

  // A state this tab did not start is someone else's answer (a forged link): never sent to the server.
  if (!pending || pending.state !== state) throw new OAuthLoginError('Хатолик');
  const { method } = pending;
  const code = params.get('code');
  if (!code) throw new OAuthLoginError(failureText(method, null));
  const keycloak = method === 'keycloak' ? runtime.store.getState().projectInfo?.oauth2?.keycloak : undefined;
  try {
    const { data } = await runtime.api.request<{ data: OAuthValidateResult }>('oauth2-validate', {
      method: 'POST',
      base: 'auth',
      query: { method },
      body: {
        code,
        state,
        redirect_uri: pending.redirectUri,
        ...(params.get('iss') ? { iss: params.get('iss') } : {}),
        ...(keycloak ? { client_id: keycloak.client_id, grant_type: 'authorization_code' } : {}),
      },
      noRefresh: true,
    });
    return { method, result: data };
  } catch (error) {
    throw new OAuthLoginError(failureText(method, error), { cause: error });
  }
}

/** docs/behaviour.md §10, §5: the set-password dialog opens for a new account or one without a password, unless the policy is none. */
export function needsPasswordDialog({ has_profile, has_password, password_policy }: OAuthValidateResult): boolean {
  return (!has_profile || !has_password) && password_policy !== 'none';
}

/** The last step: the server's grant (and the chosen password, if any) for a session. */
export async function finishOAuth(runtime: PlatonRuntime, method: OAuthProvider, accessToken: string, password?: string): Promise<User> {
  const { api, events, store } = runtime;
  events.emit('BeforeLogin', { method: `oauth2:${method}` });
  try {
    const { data } = await api.request<{ data: LoginAnswer }>('oauth2', {
      method: 'POST',
      base: 'auth',
      query: { method },
      body: password ? { accessToken, password } : { accessToken },
      headers: { 'device-id': store.getState().deviceId },
      noRefresh: true,
    });
    // Signed in by any method, this browser is a known one for the account's later password sign-ins.
    rememberDeviceToken(data.user.username, data.device_token);
    await signIn(runtime, data.token, data.refresh_token ?? null, data.user);
    return data.user;
  } catch (error) {
    throw new OAuthLoginError(failureText(method, error), { cause: error });
  }
}

/** docs/behaviour.md §9: Keycloak's own text; for the others the server's message, else 'Хатолик'. */
function failureText(method: OAuthProvider, error: unknown): string {
  if (method === 'keycloak') return KEYCLOAK_FAILURE;
  const message = error instanceof ApiError ? (error.data as { message?: unknown } | null)?.message : undefined;
  return typeof message === 'string' && message ? message : 'Хатолик';
}

function readPending(): Pending | null {
  try {
    const parsed = JSON.parse(globalThis.sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    return parsed && typeof parsed.state === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
