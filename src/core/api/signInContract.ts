/**
 * The sign-in methods past the password (SPEC §1, §3, §4, §7, §8): social and single sign-on through five
 * OAuth 2 / OpenID Connect providers, and the electronic digital signature (E-IMZO). The reference server and
 * the browser both import these shapes.
 *
 * Errors use the usual `{ statusCode, error, message }` body: `error` is one of the constants below where the
 * client reacts to it, `message` the text to show.
 */

/** The five providers of SPEC §1, by the `method` query value of §7. */
export const OAUTH_PROVIDERS = ['google', 'keycloak', 'one_id', 'linkedin', 'ssv'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/**
 * `oauth2` of project info (SPEC §3): only configured providers are present, and only public values (never a
 * client secret). Each entry can carry a `redirect_uri`, the address the provider sends the user back to.
 */
export interface OAuth2Settings {
  google_client_id?: string;
  google?: { redirect_uri?: string };
  keycloak?: { baseUrl: string; realm: string; client_id: string; redirect_uri?: string };
  one_id?: { client_id: string; redirect_url: string; redirect_uri?: string };
  linkedin?: { client_id: string; redirect_url: string; redirect_uri?: string };
  ssv?: { redirect_uri: string; challenge: string; authorization_endpoint: string; client_id: string };
}

/**
 * `GET {auth}/oauth2-authorize?method={provider}&redirect_uri={uri}` (ours; the spec leaves how the provider is
 * reached open): the provider's authorization address with state, nonce and the PKCE challenge the server
 * keeps, single use and short-lived. The client remembers `state` and checks it when the user comes back.
 */
export interface OAuthAuthorizeResult {
  url: string;
  state: string;
}

/** `POST {auth}/oauth2-validate?method={provider}` body (SPEC §7). */
export interface OAuthValidateRequest {
  code: string;
  state: string;
  redirect_uri: string;
  /** keycloak only (SPEC §7): must equal the configured client. */
  client_id?: string;
  /** keycloak only (SPEC §7). */
  grant_type?: 'authorization_code';
}

/** `required`: a password must be set; `none`: never asked; `optional`: asked, may be skipped (SPEC §4, §5). */
export type PasswordPolicy = 'required' | 'none' | 'optional';

/**
 * `oauth2-validate` success: `{ data: OAuthValidateResult }`. `access_token` is the server's own single-use
 * grant for the verified identity (never the provider's token), traded at `oauth2` within minutes.
 */
export interface OAuthValidateResult {
  access_token: string;
  has_profile: boolean;
  has_password: boolean;
  password_policy: PasswordPolicy;
}

/** `POST {auth}/oauth2?method={provider}` body (SPEC §7); answers `{ data: LoginResult }`. */
export interface OAuthSignInRequest {
  accessToken: string;
  /** The password chosen in the set-password dialog (SPEC §5), at least 6 characters. */
  password?: string;
}

/** `GET {auth}/e-imzo`: `{ data: EimzoChallenge }`, a single-use challenge to sign (SPEC §7). */
export interface EimzoChallenge {
  challenge: string;
  /** Seconds the challenge stays valid. */
  ttl: number;
}

/** `POST eimzo/timestamp` body (SPEC §7): the base64 CMS SignedData the signer made. */
export interface TimestampRequest {
  pkcs7: string;
}

/** `POST eimzo/timestamp` success: `{ data: TimestampResult }`, the same package with a timestamp token attached. */
export interface TimestampResult {
  pkcs7b64: string;
}

/*
 * `POST {auth}/e-imzo` takes the timestamped package (base64) as a text/plain body and answers
 * `{ data: LoginResult }`, or `{ statusCode: 200, error: OTP_REQUIRED }` for an account with a one-time code,
 * which then posts the same package to `POST {auth}/eimzo?otp={code}`.
 *
 * Refusals (HTTP 401 or 403) carry one of these `message` texts, which the client maps to SPEC §8's.
 */
export const EIMZO_INDIVIDUALS_REFUSED = 'Individuals are not allowed to login';
export const EIMZO_LEGAL_REFUSED = 'Legal entities are not allowed to login';
export const EIMZO_INVALID_CERTIFICATE = 'Invalid signer certificate';
export const EIMZO_REVOKED = 'Revoked signer certificate';
export const EIMZO_NOT_ALLOWED = "You're not allowed to login";
/** The challenge was never issued, has expired or was already used (a replayed package). */
export const EIMZO_CHALLENGE_INVALID = 'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг';
/** The certificate is valid but no active user has its PINFL or TIN. */
export const EIMZO_NO_USER = 'Бу калит эгаси тизимда рўйхатдан ўтмаган';
/** The package has no time-stamp token, or one that is not trusted, not for this signature, or too old. */
export const EIMZO_TIMESTAMP_INVALID = 'Имзонинг вақт тамғаси ишончсиз ёки эскирган';
/** The server has no trusted CA configured: signature sign-in is off. */
export const EIMZO_DISABLED = 'Электрон имзо билан кириш созланмаган';
