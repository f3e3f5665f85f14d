/**
 * The account calls of docs/behaviour.md §11 (profile page §3): password change, the one-time-code setup and the
 * electronic-signature white/black list. Each wire shape is written once, as the JSON schema the route
 * validates and documents with; the types the browser uses are derived from it (docs/architecture.md "One contract").
 *
 * Errors use the usual `{ statusCode, error, message }` body; `message` is the text to show.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** `POST {auth}/change_user_password` body. Success: `{ data: true }`; a refused change answers 400 or 429. */
export const changePasswordRequestSchema = {
  type: 'object',
  properties: { oldPassword: { type: 'string', maxLength: 1024 }, newPassword: { type: 'string', maxLength: 1024 } },
  required: ['oldPassword', 'newPassword'],
} as const;
export type ChangePasswordRequest = FromSchema<typeof changePasswordRequestSchema>;

/**
 * `GET {auth}/enable-otp`: `data` is the QR code of a new, not yet active secret as a base64 PNG (docs/behaviour.md §11);
 * `secret` is the same secret in base32 for authenticator apps that cannot scan.
 */
export const enableOtpResponseSchema = {
  type: 'object',
  properties: {
    data: { type: 'string', description: 'PNG, base64' },
    secret: { type: 'string', description: 'The same secret in base32' },
  },
  required: ['data', 'secret'],
} as const;
export type EnableOtpResponse = FromSchema<typeof enableOtpResponseSchema>;

/** `POST {auth}/verify-otp?otp=` and `disable-otp?otp=`: a code of the authenticator app. */
export const otpQuerySchema = {
  type: 'object',
  properties: { otp: { type: 'string', pattern: '^[0-9]{6}$' } },
  required: ['otp'],
} as const;

/**
 * `POST {auth}/verify-otp` body. While a one-time code is on, the pending secret replaces it only with the
 * password and a code of the secret in force: a stolen session alone cannot swap the authenticator. Setting
 * up the first secret needs no body.
 */
export const verifyOtpRequestSchema = {
  // No body at all (the first setup, docs/behaviour.md §11) is fine too.
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    password: { type: 'string', maxLength: 1024 },
    currentOtp: { type: 'string', pattern: '^[0-9]{6}$', description: 'A code of the secret in force' },
  },
} as const;
export type VerifyOtpRequest = NonNullable<FromSchema<typeof verifyOtpRequestSchema>>;

/** `POST {auth}/verify-otp`'s `data`: true once the code matched the pending secret, which is then active. */
export const otpVerifiedSchema = { type: 'object', properties: { verified: { type: 'boolean' } }, required: ['verified'] } as const;
export type VerifyOtpResponse = { data: FromSchema<typeof otpVerifiedSchema> };

/** `POST {auth}/disable-otp`'s `data`: `statusCode` 200 means the one-time code is off (docs/behaviour.md §11). */
export const otpDisabledSchema = { type: 'object', properties: { statusCode: { type: 'integer' } }, required: ['statusCode'] } as const;
export type DisableOtpResponse = { data: FromSchema<typeof otpDisabledSchema> };

/** One entry of the signature list (docs/behaviour.md §2): `type` true is the white list, false the black list. */
export const signatureListEntrySchema = {
  type: 'object',
  properties: { imzoSerial: { type: 'string' }, type: { type: 'boolean' } },
  required: ['imzoSerial', 'type'],
} as const;
export type SignatureListEntry = FromSchema<typeof signatureListEntrySchema>;

/** Signature serials one `whitelist/add` takes at most. */
export const MAX_SIGNATURE_SERIALS = 50;
const userId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** `POST /whitelist/add` body; answers `{ data: SignatureListEntry[] }`, the whole list after the change. */
export const signatureListAddRequestSchema = {
  type: 'object',
  properties: {
    userId,
    imzoSerial: { type: 'array', minItems: 1, maxItems: MAX_SIGNATURE_SERIALS, items: { type: 'string', maxLength: 200 } },
    type: { type: 'boolean' },
  },
  required: ['userId', 'imzoSerial', 'type'],
} as const;
export type SignatureListAddRequest = FromSchema<typeof signatureListAddRequestSchema>;

/** `POST /whitelist/get` body; answers `{ data: SignatureListEntry[] }`. */
export const signatureListGetRequestSchema = { type: 'object', properties: { userId }, required: ['userId'] } as const;
export type SignatureListGetRequest = FromSchema<typeof signatureListGetRequestSchema>;

/** `POST /whitelist/remove` body (beyond the spec: a list one can only grow would be a trap). */
export const signatureListRemoveRequestSchema = {
  type: 'object',
  properties: { userId, imzoSerial: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['userId', 'imzoSerial'],
} as const;
export type SignatureListRemoveRequest = FromSchema<typeof signatureListRemoveRequestSchema>;

/** Server `error` texts of the account calls (the `message` is the translated text to show). */
export const WRONG_PASSWORD = 'Wrong password';
export const WEAK_PASSWORD = 'Weak password';
export const OTP_NOT_ENABLED = 'Otp not enabled';

/** `error` of a call refused because the signed-in user must first replace a temporary password (403). */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';
/** Its message: the shell shows the change-password dialog instead (docs/behaviour.md §3). */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Давом этиш учун паролни алмаштиринг';
