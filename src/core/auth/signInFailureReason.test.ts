import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { BAD_CREDENTIALS, OTP_INVALID, TOO_MANY_ATTEMPTS } from '../api/contract';
import { EIMZO_REVOKED } from '../api/signInContract';
import { OAuthLoginError } from './oauthLogin';
import { TimestampFailed } from './eimzoLogin';
import { signInFailureReason } from './signInFailureReason';

const answer = (status: number, error?: string, message?: string) => new ApiError(status, { statusCode: status, error, message });

describe('the reason platon-auth-error gives', () => {
  it('names what the sign-in routes answer', () => {
    expect(signInFailureReason('password', answer(401, BAD_CREDENTIALS))).toBe('credentials');
    expect(signInFailureReason('password', answer(401, OTP_INVALID))).toBe('otp');
    expect(signInFailureReason('signature', answer(401, OTP_INVALID))).toBe('otp');
    expect(signInFailureReason('password', answer(429, TOO_MANY_ATTEMPTS))).toBe('throttled');
    expect(signInFailureReason('signature', answer(403, 'Forbidden', EIMZO_REVOKED))).toBe('signature');
    expect(signInFailureReason('password', answer(503))).toBe('server');
    expect(signInFailureReason('password', new ApiError(0, null))).toBe('network');
  });

  it('looks through the errors a sign-in step wraps the answer in', () => {
    expect(signInFailureReason('oauth', new OAuthLoginError('Хатолик', { cause: answer(429) }))).toBe('throttled');
    expect(signInFailureReason('oauth', new OAuthLoginError('Хатолик', { cause: answer(403) }))).toBe('oauth');
    expect(signInFailureReason('signature', new TimestampFailed(new ApiError(0, null)))).toBe('network');
  });

  it('blames the method when there was no answer to blame', () => {
    expect(signInFailureReason('oauth', new OAuthLoginError('Хатолик'))).toBe('oauth');
    expect(signInFailureReason('signature', new Error('key'))).toBe('signature');
    expect(signInFailureReason('password', new Error('Хатолик'))).toBe('server');
  });
});
