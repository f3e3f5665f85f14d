/** How the person tried to sign in: username and password (with its one-time code), digital signature, social or single sign-on. */
export type SignInMethod = 'password' | 'signature' | 'oauth';

/**
 * Why a sign-in failed, for a host to switch on (the `message` is the text the element shows, in Uzbek):
 * - `credentials`: wrong username or password (an unknown or disabled account answers the same);
 * - `otp`: wrong or reused one-time code;
 * - `throttled`: too many attempts (HTTP 429), try again later;
 * - `signature`: the digital signature was refused (certificate, key, timestamp, no such signer);
 * - `oauth`: the social or single sign-on provider, or its answer, was refused;
 * - `origin-refused`: the server answers, but not to this page's origin (not on its `PLATON_CORS_ORIGINS`);
 * - `network`: no answer from the server at all;
 * - `server`: the server failed (5xx) or answered what the element does not understand.
 */
export type SignInFailureReason = 'credentials' | 'otp' | 'throttled' | 'signature' | 'oauth' | 'origin-refused' | 'network' | 'server';
