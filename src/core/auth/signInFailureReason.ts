import { ApiError } from '../api/ApiError';
import { OTP_INVALID } from '../api/contract';
import type { SignInFailureReason, SignInMethod } from '../elements/SignInFailureReason';

/**
 * The reason `platon-auth-error` gives for a failed sign-in, from what the server answered (the auth, e-imzo
 * and OAuth routes: 401 'Bad credentials' or 'Invalid otp', 429 'Too many attempts', 4xx refusals of the
 * signature or the provider, 5xx). A call with no answer is `network` here; whether the server in fact
 * refuses this page's origin needs a probe (noAnswerReason), so the caller refines it.
 *
 * @example
 * signInFailureReason('password', new ApiError(401, { error: 'Bad credentials' })); // 'credentials'
 */
export function signInFailureReason(method: SignInMethod, error: unknown): SignInFailureReason {
  const answer = answerOf(error);
  // No answer behind it: a key or signer that failed, a provider's answer this tab did not start, or a
  // password sign-in's answer without a session in it.
  if (!answer) return method === 'password' ? 'server' : method;
  if (answer.status === 0) return 'network';
  if (answer.status === 429) return 'throttled';
  if (answer.status >= 500) return 'server';
  if (answer.code === OTP_INVALID) return 'otp';
  if (method === 'password') return answer.status === 401 || answer.status === 400 ? 'credentials' : 'server';
  return method;
}

/** The server's answer behind an error, also when a sign-in step wrapped it (OAuthLoginError, TimestampFailed). */
function answerOf(error: unknown): ApiError | null {
  for (let seen: unknown = error, depth = 0; seen && depth < 3; seen = (seen as { cause?: unknown }).cause, depth++) {
    if (seen instanceof ApiError) return seen;
  }
  return null;
}
