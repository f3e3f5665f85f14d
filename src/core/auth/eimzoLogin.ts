import { ApiError } from '../api/ApiError';
import { OTP_REQUIRED, type LoginAnswer, type User } from '../api/contract';
import type { EimzoChallenge, TimestampResult } from '../api/signInContract';
import type { PlatonRuntime } from '../runtime/platonRuntime';
import { rememberDeviceToken } from './deviceTokens';
import { signIn } from './passwordLogin';

export type EimzoOutcome = { status: 'signed-in'; user: User } | { status: 'otp-required' };

/** The time-stamp step failed: the tab shows docs/behaviour.md §9's 'Timestamp олишда хатолик' as a toast. */
export class TimestampFailed extends Error {
  constructor(cause: unknown) {
    super('Timestamp олишда хатолик', { cause });
    this.name = 'TimestampFailed';
  }
}

/**
 * Digital-signature sign-in (docs/behaviour.md §10, §11): a fresh challenge from the server, signed with the user's key,
 * time-stamped by `eimzo/timestamp`, then posted as text to `auth/e-imzo`, or to `auth/eimzo?otp=` with the
 * account's one-time code. Each call signs a new challenge: the server burns a challenge on a wrong code, so a
 * retry needs a new signature (the signer keeps the opened key, so the user is not asked again).
 * Refusals are thrown as ApiError; `eimzoErrorMessage` turns docs/behaviour.md §9's into their texts.
 *
 * @example
 * const outcome = await eimzoLogin(runtime, (challenge) => signer.sign(key.id, challenge));
 * if (outcome.status === 'otp-required') await eimzoLogin(runtime, sign, code);
 */
export async function eimzoLogin(
  runtime: PlatonRuntime,
  sign: (challenge: string) => Promise<string>,
  otp?: string,
): Promise<EimzoOutcome> {
  const { api, events, store } = runtime;
  events.emit('BeforeLogin', { method: 'eimzo' });
  const headers = { 'device-id': store.getState().deviceId };
  const { data: issued } = await api.request<{ data: EimzoChallenge }>('e-imzo', { base: 'auth', headers, noRefresh: true });
  const pkcs7 = await sign(issued.challenge);
  let stamped: string;
  try {
    const { data } = await api.request<{ data: TimestampResult }>('eimzo/timestamp', {
      method: 'POST',
      body: { pkcs7 },
      headers,
      noRefresh: true,
    });
    stamped = data.pkcs7b64;
  } catch (error) {
    throw new TimestampFailed(error);
  }
  const body = await api.request<{ data?: LoginAnswer; error?: string }>(otp === undefined ? 'e-imzo' : 'eimzo', {
    method: 'POST',
    base: 'auth',
    body: stamped,
    query: otp === undefined ? undefined : { otp },
    headers: { ...headers, 'Content-Type': 'text/plain' },
    noRefresh: true,
  });
  if (body?.error === OTP_REQUIRED) return { status: 'otp-required' };
  const result = body?.data;
  if (!result?.token || !result.user) throw new ApiError(500, null, 'Хатолик');
  // Signed in by any method, this browser is a known one for the account's later password sign-ins.
  rememberDeviceToken(result.user.username, result.device_token);
  await signIn(runtime, result.token, result.refresh_token ?? null, result.user);
  return { status: 'signed-in', user: result.user };
}
