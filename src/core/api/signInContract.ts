/**
 * The sign-in methods past the password (docs/behaviour.md §2, §10, §11, §9): social and single sign-on through five
 * OAuth 2 / OpenID Connect providers, and the electronic digital signature (E-IMZO). The reference server and
 * the browser both import these shapes. Each is written once, as the JSON schema the route validates and
 * documents with; the types are derived from it (docs/architecture.md "One contract").
 *
 * Errors use the usual `{ statusCode, error, message }` body: `error` is one of the constants below where the
 * client reacts to it, `message` the text to show.
 */

import type { FromSchema } from 'json-schema-to-ts';

/** The five providers of docs/behaviour.md §2, by the `method` query value of §11. */
export const oauthProviderSchema = { type: 'string', enum: ['google', 'keycloak', 'one_id', 'linkedin', 'ssv'] } as const;
export type OAuthProvider = FromSchema<typeof oauthProviderSchema>;
export const OAUTH_PROVIDERS: readonly OAuthProvider[] = oauthProviderSchema.enum;

const text = { type: 'string' } as const;
/** A provider that knows its client by id and takes the return address as `redirect_url` too. */
const clientWithReturn = {
  type: 'object',
  additionalProperties: false,
  properties: { client_id: text, redirect_url: text, redirect_uri: text },
  required: ['client_id', 'redirect_url'],
} as const;

/**
 * `oauth2` of project info (docs/behaviour.md §2): only configured providers are present, and only public values (never a
 * client secret). Each entry can carry a `redirect_uri`, the address the provider sends the user back to.
 */
export const oauth2SettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    google_client_id: text,
    google: { type: 'object', additionalProperties: false, properties: { redirect_uri: text } },
    keycloak: {
      type: 'object',
      additionalProperties: false,
      properties: { baseUrl: text, realm: text, client_id: text, redirect_uri: text },
      required: ['baseUrl', 'realm', 'client_id'],
    },
    one_id: clientWithReturn,
    linkedin: clientWithReturn,
    ssv: {
      type: 'object',
      additionalProperties: false,
      properties: { redirect_uri: text, challenge: text, authorization_endpoint: text, client_id: text },
      required: ['redirect_uri', 'challenge', 'authorization_endpoint', 'client_id'],
    },
  },
} as const;
export type OAuth2Settings = FromSchema<typeof oauth2SettingsSchema>;

/** The `method` query of the OAuth calls. */
export const oauthMethodQuerySchema = {
  type: 'object',
  properties: { method: oauthProviderSchema },
  required: ['method'],
} as const;

/** `GET {auth}/oauth2-authorize?method={provider}&redirect_uri={uri}`. */
export const oauthAuthorizeQuerySchema = {
  type: 'object',
  properties: { method: oauthProviderSchema, redirect_uri: { type: 'string', maxLength: 2048 } },
  required: ['method', 'redirect_uri'],
} as const;

/**
 * `oauth2-authorize`'s answer (ours; the spec leaves how the provider is reached open): the provider's
 * authorization address with state, nonce and the PKCE challenge the server keeps, single use and
 * short-lived. The client remembers `state` and checks it when the user comes back.
 */
export const oauthAuthorizeResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { url: text, state: text },
  required: ['url', 'state'],
} as const;
export type OAuthAuthorizeResult = FromSchema<typeof oauthAuthorizeResultSchema>;

/** `POST {auth}/oauth2-validate?method={provider}` body (docs/behaviour.md §11). */
export const oauthValidateRequestSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 4096 },
    state: { type: 'string', minLength: 1, maxLength: 256 },
    redirect_uri: { type: 'string', maxLength: 2048 },
    /** keycloak only (docs/behaviour.md §11): must equal the configured client. */
    client_id: { type: 'string', maxLength: 256 },
    /** keycloak only (docs/behaviour.md §11). */
    grant_type: { type: 'string', enum: ['authorization_code'] },
    iss: {
      type: 'string',
      maxLength: 2048,
      description: 'The `iss` of the authorization response (RFC 9207), when the provider sent one',
    },
  },
  required: ['code', 'state', 'redirect_uri'],
} as const;
export type OAuthValidateRequest = FromSchema<typeof oauthValidateRequestSchema>;

/** `required`: a password must be set; `none`: never asked; `optional`: asked, may be skipped (docs/behaviour.md §10, §5). */
export const passwordPolicySchema = { type: 'string', enum: ['required', 'none', 'optional'] } as const;
export type PasswordPolicy = FromSchema<typeof passwordPolicySchema>;

/**
 * `oauth2-validate` success: `{ data: OAuthValidateResult }`. `access_token` is the server's own single-use
 * grant for the verified identity (never the provider's token), traded at `oauth2` within minutes.
 */
export const oauthValidateResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    access_token: text,
    has_profile: { type: 'boolean' },
    has_password: { type: 'boolean' },
    password_policy: passwordPolicySchema,
  },
  required: ['access_token', 'has_profile', 'has_password', 'password_policy'],
} as const;
export type OAuthValidateResult = FromSchema<typeof oauthValidateResultSchema>;

/** `POST {auth}/oauth2?method={provider}` body (docs/behaviour.md §11); answers `{ data: LoginResult }`. */
export const oauthSignInRequestSchema = {
  type: 'object',
  properties: {
    accessToken: { type: 'string', minLength: 1, maxLength: 256 },
    /** The password chosen in the set-password dialog (docs/behaviour.md §5), at least 6 characters. */
    password: { type: 'string', maxLength: 1024 },
  },
  required: ['accessToken'],
} as const;
export type OAuthSignInRequest = FromSchema<typeof oauthSignInRequestSchema>;

/** `GET {auth}/e-imzo`: `{ data: EimzoChallenge }`, a single-use challenge to sign (docs/behaviour.md §11). */
export const eimzoChallengeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    challenge: text,
    /** Seconds the challenge stays valid. */
    ttl: { type: 'integer' },
  },
  required: ['challenge', 'ttl'],
} as const;
export type EimzoChallenge = FromSchema<typeof eimzoChallengeSchema>;

/** A challenge package is a few kilobytes; national CA chains with a timestamp stay well under this. */
export const EIMZO_MAX_PACKAGE_BYTES = 64 * 1024;
/** The longest package text the calls take: base64 of the largest package, with room for line breaks. */
export const EIMZO_MAX_PACKAGE_TEXT = Math.ceil(EIMZO_MAX_PACKAGE_BYTES / 3) * 4 + 4096;

/** A signed package as the calls take it: the base64 CMS SignedData the signer made. */
export const eimzoPackageSchema = {
  type: 'string',
  minLength: 1,
  maxLength: EIMZO_MAX_PACKAGE_TEXT,
  description: 'The time-stamped CMS SignedData, base64',
} as const;

/** `POST eimzo/timestamp` body (docs/behaviour.md §11). */
export const timestampRequestSchema = { type: 'object', properties: { pkcs7: eimzoPackageSchema }, required: ['pkcs7'] } as const;
export type TimestampRequest = FromSchema<typeof timestampRequestSchema>;

/** `POST eimzo/timestamp` success: `{ data: TimestampResult }`, the same package with a timestamp token attached. */
export const timestampResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { pkcs7b64: text },
  required: ['pkcs7b64'],
} as const;
export type TimestampResult = FromSchema<typeof timestampResultSchema>;

/*
 * `POST {auth}/e-imzo` takes the timestamped package (base64) as a text/plain body and answers
 * `{ data: LoginResult }`, or `{ statusCode: 200, error: OTP_REQUIRED }` for an account with a one-time code,
 * which then posts the same package to `POST {auth}/eimzo?otp={code}`.
 *
 * Refusals (HTTP 401 or 403) carry one of these `message` texts, which the client maps to docs/behaviour.md §9's.
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
/** The E-IMZO server that checks signatures cannot be reached or does not answer in time (503). */
export const EIMZO_UNAVAILABLE = 'Электрон имзо билан кириш ҳозирча ишламаяпти. Бироздан сўнг қайта уриниб кўринг';
