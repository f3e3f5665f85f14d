import type { OAuthClient } from './OAuthConfig';
import type { OAuthAdapter } from './OAuthAdapter';
import { createOidcAdapter } from './createOidcAdapter';

/**
 * The ssv provider: a generic OpenID Connect provider whose issuer and client are configured, code flow with
 * PKCE S256 (project info `challenge`), secret as HTTP Basic. The endpoints come from discovery; project info
 * publishes the configured authorization endpoint as docs/behaviour.md §2 asks.
 */
export function createSsvAdapter({
  clientId,
  clientSecret,
  issuer,
  authorizationEndpoint,
}: OAuthClient & { issuer: string; authorizationEndpoint: string | null }): OAuthAdapter {
  return createOidcAdapter({
    provider: 'ssv',
    issuer,
    clientId,
    clientSecret,
    tokenAuth: 'client_secret_basic',
    pkce: true,
    publicSettings: (redirectUri) => ({
      // Informational for clients: sign-in itself goes through the server (oauth2-authorize), which uses discovery.
      ssv: { redirect_uri: redirectUri, challenge: 'S256', authorization_endpoint: authorizationEndpoint ?? issuer, client_id: clientId },
    }),
  });
}
