import { OTP_REQUIRED, type LoginRequest, type LoginAnswer, type User } from '../api/contract';
import { applyLocale } from '../runtime/bootstrapRuntime';
import { deviceTokenFor, rememberDeviceToken } from './deviceTokens';
import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';
import type { PlatonRuntime } from '../runtime/platonRuntime';

export type LoginOutcome = { status: 'signed-in'; user: User } | { status: 'otp-required' };

/**
 * Password sign-in with the optional one-time-code step (docs/behaviour.md §10 OTP sign-in): a 200 answer carrying
 * 'Otp password is required' asks for the code, and the same call is posted again with it.
 * Errors are thrown as ApiError; `loginErrorMessage` turns them into the spec's texts.
 */
export async function passwordLogin(runtime: PlatonRuntime, request: LoginRequest): Promise<LoginOutcome> {
  const { api, events, store } = runtime;
  events.emit('BeforeLogin', { username: request.username });
  const body = await api.request<{ data?: Partial<LoginAnswer>; error?: string } & Partial<LoginAnswer>>('login', {
    method: 'POST',
    base: 'auth',
    body: { ...request, deviceToken: request.deviceToken ?? deviceTokenFor(request.username) },
    headers: { 'device-id': store.getState().deviceId },
    noRefresh: true,
  });
  if (body?.error === OTP_REQUIRED) return { status: 'otp-required' };
  // docs/behaviour.md §2: the login response is { token, user }, also seen as data.token / data.user.
  const result = body?.data ?? body;
  if (!result?.token || !result.user) throw new Error('Хатолик');
  rememberDeviceToken(request.username, result.device_token);
  await signIn(runtime, result.token, result.refresh_token ?? null, result.user);
  return { status: 'signed-in', user: result.user };
}

/** Store a fresh session and apply the user's locale (docs/behaviour.md §10 Authentication). */
export async function signIn(runtime: PlatonRuntime, token: string, refreshToken: string | null, user: User): Promise<void> {
  const { store, events } = runtime;
  store.setState({ token, refreshToken, user, authenticated: true, organizations: user.organizations ?? [] });
  if (globalThis.location) localStore.set(STORAGE_KEYS.loginUrl, globalThis.location.pathname);
  if (user.locale && user.locale !== store.getState().locale) {
    localStore.set(STORAGE_KEYS.locale, user.locale);
    await applyLocale(runtime, user.locale);
  }
  events.emit('AfterLogin', { user });
}
