import type { OAuthAdapter, ProviderIdentity } from './OAuthAdapter';
import { OAuthFailure } from './OAuthAdapter';
import type { OAuthClient } from './OAuthConfig';

const TIMEOUT_MS = 10_000;

interface OneIdToken {
  access_token?: string;
}

interface OneIdProfile {
  valid?: string | boolean;
  pin?: string;
  user_id?: string;
  full_name?: string;
  email?: string;
}

/**
 * OneID, Uzbekistan's single sign-on (sso.egov.uz): not OpenID Connect but an OAuth 2 variant with its own
 * names, on one endpoint `/sso/oauth/Authorization.do`: the browser goes there with `response_type=one_code`
 * and comes back with `code`; the server posts `grant_type=one_authorization_code` with the client secret
 * for an access token, then `grant_type=one_access_token_identify` for the person (`pin` is the PINFL). It has
 * no ID token, nonce or PKCE: the state is checked, and the identity comes from OneID directly over TLS.
 */
export function createOneIdAdapter({
  baseUrl,
  clientId,
  clientSecret,
  scope,
}: OAuthClient & { baseUrl: string; scope: string }): OAuthAdapter {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/sso/oauth/Authorization.do`;

  async function post<T>(form: Record<string, string>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new OAuthFailure('one_id: unreachable', { cause: error });
    }
    const body = (await response.json().catch(() => null)) as T | null;
    if (!response.ok || !body) throw new OAuthFailure(`one_id: ${form.grant_type} answered ${response.status}`);
    return body;
  }

  return {
    provider: 'one_id',
    publicSettings: (redirectUri) => ({ one_id: { client_id: clientId, redirect_url: redirectUri, redirect_uri: redirectUri } }),
    async authorizationUrl({ state, redirectUri }) {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        response_type: 'one_code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope,
        state,
      }).toString();
      return url.href;
    },
    async identify({ code, redirectUri }): Promise<ProviderIdentity> {
      const token = await post<OneIdToken>({
        grant_type: 'one_authorization_code',
        client_id: clientId,
        client_secret: clientSecret,
        code,
        redirect_uri: redirectUri,
      });
      if (!token.access_token) throw new OAuthFailure('one_id: no access token');
      const profile = await post<OneIdProfile>({
        grant_type: 'one_access_token_identify',
        client_id: clientId,
        client_secret: clientSecret,
        access_token: token.access_token,
        scope,
      });
      const subject = profile.pin || profile.user_id;
      if (String(profile.valid) !== 'true' || !subject) throw new OAuthFailure('one_id: identity not valid');
      return {
        subject,
        email: profile.email || null,
        // OneID identities are verified by the state service; their e-mail addresses are not.
        emailVerified: false,
        name: profile.full_name || null,
        pinfl: profile.pin && /^\d{14}$/.test(profile.pin) ? profile.pin : null,
      };
    },
  };
}
