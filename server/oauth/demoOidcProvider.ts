import { createHmac, randomBytes } from 'node:crypto';
import type { OAuthConfig } from './OAuthConfig';
import type { OidcProviderSetup, ProviderAccount } from './mountOidcProvider';

/** Keycloak's endpoint paths below a realm's issuer, so the local provider takes its shape. */
export const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
};

/** The demo provider's people (README, demo table): one links to `director` by e-mail, one is new. */
export const DEMO_PROVIDER_ACCOUNTS: ProviderAccount[] = [
  {
    username: 'jasur',
    password: 'jasur123',
    sub: 'demo-jasur',
    email: 'director@demo.platon.uz',
    email_verified: true,
    name: 'Жасур Раҳимов',
  },
  {
    username: 'malika',
    password: 'malika123',
    sub: 'demo-malika',
    email: 'malika@demo.platon.uz',
    email_verified: true,
    name: 'Малика Юсупова',
  },
];

/**
 * Demo mode without a Keycloak of its own: a Keycloak-shaped OpenID provider on this server at
 * `/demo-oidc/realms/demo`, with the Keycloak adapter pointed at it, so "Keycloak" on the sign-in page works
 * after `npm start`. The client secret is new at every start (both ends live in this process).
 */
export function demoOidcProvider(
  publicUrl: string,
  oauth: OAuthConfig,
  jwtSecret: Uint8Array,
): { oauth: OAuthConfig; provider: OidcProviderSetup } {
  const clientSecret = randomBytes(24).toString('base64url');
  const baseUrl = `${publicUrl}/demo-oidc`;
  return {
    oauth: { ...oauth, keycloak: { baseUrl, realm: 'demo', clientId: 'platon-demo', clientSecret } },
    provider: {
      issuer: `${baseUrl}/realms/demo`,
      routes: KEYCLOAK_ROUTES,
      clients: [{ client_id: 'platon-demo', client_secret: clientSecret, redirect_uris: oauth.redirectUris }],
      accounts: DEMO_PROVIDER_ACCOUNTS,
      cookieKeys: [createHmac('sha256', jwtSecret).update('demo-oidc cookies').digest('base64url')],
      hint: 'Demo accounts: jasur / jasur123 (signs in as director), malika / malika123 (a new account).',
    },
  };
}
