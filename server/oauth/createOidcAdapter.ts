import * as client from 'openid-client';
import type { OAuth2Settings, OAuthProvider } from '../../src/core/api/signInContract';
import { OAuthFailure, type OAuthAdapter, type ProviderIdentity } from './OAuthAdapter';

export interface OidcAdapterOptions {
  provider: OAuthProvider;
  /** The issuer; its discovery document (`/.well-known/openid-configuration`) names the endpoints and keys. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the client secret goes at the token endpoint. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post';
  /** Send a PKCE challenge (S256): every provider here but LinkedIn, whose web flow does not take one. */
  pkce: boolean;
  scope?: string;
  publicSettings(redirectUri: string): OAuth2Settings;
}

/**
 * The OpenID Connect code flow with openid-client (a certified relying party): discovery, the authorization
 * address with state, nonce and PKCE, the code exchanged with the client secret, and the ID token verified
 * (signature against the provider's JWKS, issuer, audience, nonce, expiry). Plain http is allowed only for
 * loopback issuers (local test and demo providers).
 */
export function createOidcAdapter(options: OidcAdapterOptions): OAuthAdapter {
  let configuration: Promise<client.Configuration> | null = null;
  const issuerUrl = new URL(options.issuer);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuerUrl.hostname);

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        issuerUrl,
        options.clientId,
        { client_secret: options.clientSecret },
        options.tokenAuth === 'client_secret_post'
          ? client.ClientSecretPost(options.clientSecret)
          : client.ClientSecretBasic(options.clientSecret),
        { execute: loopback && issuerUrl.protocol === 'http:' ? [client.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        configuration = null; // try again next time: the provider may be back
        throw new OAuthFailure(`${options.provider}: discovery failed`, { cause: error });
      });
    return configuration;
  }

  return {
    provider: options.provider,
    publicSettings: options.publicSettings,
    async authorizationUrl({ state, nonce, codeVerifier, redirectUri }) {
      const config = await discover();
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: options.scope ?? 'openid email profile',
        response_type: 'code',
        state,
        nonce,
      };
      if (options.pkce)
        Object.assign(params, { code_challenge: await client.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256' });
      return client.buildAuthorizationUrl(config, params).href;
    },
    async identify({ code, state, nonce, codeVerifier, redirectUri, iss }): Promise<ProviderIdentity> {
      const config = await discover();
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      if (iss) callback.searchParams.set('iss', iss);
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          expectedState: state,
          expectedNonce: nonce,
          pkceCodeVerifier: options.pkce ? codeVerifier : undefined,
          idTokenExpected: true,
        });
        let claims: Record<string, unknown> = tokens.claims()!;
        // Providers may keep profile claims out of the ID token (OIDC Core §5.4): then ask userinfo, for the
        // same subject.
        if (typeof claims.email !== 'string' && tokens.access_token) {
          claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub as string)) };
        }
        return {
          subject: claims.sub as string,
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : null,
          pinfl: null,
        };
      } catch (error) {
        throw new OAuthFailure(`${options.provider}: code exchange or ID token refused`, { cause: error });
      }
    },
  };
}
