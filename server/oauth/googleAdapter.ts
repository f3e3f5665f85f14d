import type { OAuthClient } from './OAuthConfig';
import type { OAuthAdapter } from './OAuthAdapter';
import { createOidcAdapter } from './createOidcAdapter';

/**
 * Google (OpenID Connect, issuer https://accounts.google.com): discovery, code flow with PKCE, the secret as
 * HTTP Basic, scopes openid email profile. Project info carries only `google_client_id` (docs/behaviour.md §2).
 */
export function createGoogleAdapter({ clientId, clientSecret, issuer }: OAuthClient & { issuer: string }): OAuthAdapter {
  return createOidcAdapter({
    provider: 'google',
    issuer,
    clientId,
    clientSecret,
    tokenAuth: 'client_secret_basic',
    pkce: true,
    publicSettings: (redirectUri) => ({ google_client_id: clientId, google: { redirect_uri: redirectUri } }),
  });
}
