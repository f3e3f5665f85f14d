import type { OAuth2Settings, OAuthProvider } from '../../src/core/api/signInContract';

/** Who the provider says signed in, after its tokens were verified. */
export interface ProviderIdentity {
  /** The provider's stable id of the person (OIDC `sub`, OneID's user id or PINFL). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The person's PINFL when the provider vouches for it (OneID). */
  pinfl: string | null;
}

/** What the server keeps between sending the user away and the code coming back. */
export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * One social or single sign-on provider (docs/behaviour.md §2): how its authorization address is built, and how a code it
 * sent back becomes a verified identity. Each provider has its own file following its published protocol.
 */
export interface OAuthAdapter {
  provider: OAuthProvider;
  /** This provider's public part of project info `oauth2` (docs/behaviour.md §2): never a secret. */
  publicSettings(redirectUri: string): OAuth2Settings;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Exchanges the code (with the client secret and the PKCE verifier) and verifies what comes back. */
  identify(request: AuthorizationRequest & { code: string; iss?: string }): Promise<ProviderIdentity>;
}

/** The provider refused or its answer did not verify: the user sees the provider's failure text. */
export class OAuthFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OAuthFailure';
  }
}
