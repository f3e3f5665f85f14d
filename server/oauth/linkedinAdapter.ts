import type { OAuthClient } from './OAuthConfig';
import type { OAuthAdapter } from './OAuthAdapter';
import { createOidcAdapter } from './createOidcAdapter';

/**
 * LinkedIn ("Sign In with LinkedIn using OpenID Connect", issuer https://www.linkedin.com/oauth): scopes
 * openid profile email; its token endpoint takes the client secret in the form body, and its web (confidential
 * client) flow does not take PKCE, so none is sent; state and nonce still are. docs/behaviour.md §2: client_id and
 * redirect_url in project info.
 */
export function createLinkedinAdapter({ clientId, clientSecret, issuer }: OAuthClient & { issuer: string }): OAuthAdapter {
  return createOidcAdapter({
    provider: 'linkedin',
    issuer,
    clientId,
    clientSecret,
    tokenAuth: 'client_secret_post',
    pkce: false,
    publicSettings: (redirectUri) => ({ linkedin: { client_id: clientId, redirect_url: redirectUri, redirect_uri: redirectUri } }),
  });
}
