import type { PasswordPolicy } from '../../src/core/api/signInContract';

/** A confidential client registered at a provider. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** Social and single sign-on settings (PLATON_OAUTH_*, README); a provider is on when its client is set. */
export interface OAuthConfig {
  /** Addresses the provider may send users back to (exact match); the sign-in page's `/auth/user` by default. */
  redirectUris: string[];
  /** First sign-in of a provider identity: `link` to the user with that verified email, `create` one if none, or `off`. */
  signup: 'link' | 'create' | 'off';
  passwordPolicy: PasswordPolicy;
  google: (OAuthClient & { issuer: string }) | null;
  keycloak: (OAuthClient & { baseUrl: string; realm: string }) | null;
  one_id: (OAuthClient & { baseUrl: string; scope: string }) | null;
  linkedin: (OAuthClient & { issuer: string }) | null;
  ssv: (OAuthClient & { issuer: string; authorizationEndpoint: string | null }) | null;
}
