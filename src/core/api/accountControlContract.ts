/**
 * What an administrator does to one user's account from the users screens, and what a user sees of their own
 * sessions (issue 41; server/users/registerAccountControlRoutes.ts, docs/users-and-roles.md). Routes:
 * - `GET users/{userId}/account` → `{ data: AccountState }` (administrators only, as every `users/…` route);
 * - `POST users/{userId}/account/unlock`: the sign-in throttle forgets the account, it may sign in at once;
 * - `POST users/{userId}/account/otp/reset`: the one-time code is removed, the user sets up a new one at
 *   the next sign-in (the code becomes required);
 * - `PUT users/{userId}/account/otp/required` `{ required }`: the user must (or need no longer) have a code;
 * - `DELETE users/{userId}/account/sessions/{sessionId}`, `DELETE users/{userId}/account/sessions`: ends one
 *   session, or all, at once on every server instance;
 * - `GET account/sessions` → `{ data: OpenSession[] }` and `DELETE account/sessions/{sessionId}`: the signed-in
 *   user's own sessions (`current` marks the one asking).
 * Each action answers `{ data: AccountState, message }` (the message in the caller's language) and is audited.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The answer's `error` when a one-time code must be set up before anything else (users.otp_required). */
export const OTP_SETUP_REQUIRED = 'OTP_SETUP_REQUIRED';
/** The answer's `error` when a user tries to turn off a code an administrator made required. */
export const OTP_REQUIRED_BY_ADMIN = 'OTP_REQUIRED_BY_ADMIN';
/** OTP_SETUP_REQUIRED's message (translated like every shell text). */
export const OTP_SETUP_REQUIRED_MESSAGE = 'Давом этиш учун бир марталик кодни ёқинг';

const when = { type: 'string', description: 'ISO 8601' } as const;

export const openSessionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    createdAt: when,
    lastUsedAt: { ...when, description: 'The last sign-in or token refresh (ISO 8601).' },
    ip: { type: ['string', 'null'] },
    userAgent: { type: ['string', 'null'], description: 'The browser’s User-Agent as it signed in (shortened).' },
    current: { type: 'boolean', description: 'The session this request comes from.' },
  },
  required: ['id', 'createdAt', 'lastUsedAt', 'ip', 'userAgent', 'current'],
} as const;
export type OpenSession = FromSchema<typeof openSessionSchema>;

export const accountStateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    userId: { type: 'integer' },
    username: { type: 'string' },
    fullName: { type: ['string', 'null'] },
    isActive: { type: 'boolean' },
    lockedUntil: { type: ['string', 'null'], description: 'While sign-in attempts must wait: until when (ISO 8601).' },
    hasOtpSecret: { type: 'boolean' },
    otpRequired: { type: 'boolean' },
    signInMethods: { type: 'array', items: { type: 'string' } },
    sessions: { type: 'array', items: openSessionSchema },
  },
  required: ['userId', 'username', 'fullName', 'isActive', 'lockedUntil', 'hasOtpSecret', 'otpRequired', 'signInMethods', 'sessions'],
} as const;
export type AccountState = FromSchema<typeof accountStateSchema>;

export const accountActionResultSchema = {
  type: 'object',
  properties: { data: accountStateSchema, message: { type: 'string' } },
  required: ['data', 'message'],
} as const;
export type AccountActionResult = FromSchema<typeof accountActionResultSchema>;

export const userIdParamsSchema = {
  type: 'object',
  properties: { userId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['userId'],
} as const;

export const sessionParamsSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    sessionId: { type: 'string', minLength: 1, maxLength: 64 },
  },
  required: ['sessionId'],
} as const;

export const otpRequiredBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { required: { type: 'boolean' } },
  required: ['required'],
} as const;
