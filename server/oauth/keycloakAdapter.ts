import type { OAuthClient } from './OAuthConfig';
import type { OAuthAdapter } from './OAuthAdapter';
import { createOidcAdapter } from './createOidcAdapter';

/**
 * Keycloak: OpenID Connect at `{baseUrl}/realms/{realm}` (endpoints under /protocol/openid-connect, found by
 * discovery), code flow with PKCE S256, the confidential client's secret as HTTP Basic. docs/behaviour.md §2 project info:
 * baseUrl, realm and client_id.
 */
export function createKeycloakAdapter({
  baseUrl,
  realm,
  clientId,
  clientSecret,
}: OAuthClient & { baseUrl: string; realm: string }): OAuthAdapter {
  const base = baseUrl.replace(/\/+$/, '');
  return createOidcAdapter({
    provider: 'keycloak',
    issuer: `${base}/realms/${encodeURIComponent(realm)}`,
    clientId,
    clientSecret,
    tokenAuth: 'client_secret_basic',
    pkce: true,
    publicSettings: (redirectUri) => ({ keycloak: { baseUrl: base, realm, client_id: clientId, redirect_uri: redirectUri } }),
  });
}
