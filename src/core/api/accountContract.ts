/**
 * The account calls of SPEC §7 (profile page §2.7): password change, the one-time-code setup and the
 * electronic-signature white/black list. The reference server and the browser both import these shapes.
 *
 * Errors use the usual `{ statusCode, error, message }` body; `message` is the text to show.
 */

/** `POST {auth}/change_user_password` body. Success: `{ data: true }`; a refused change answers 400 or 429. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/**
 * `GET {auth}/enable-otp`: `data` is the QR code of a new, not yet active secret as a base64 PNG (SPEC §7);
 * `secret` is the same secret in base32 for authenticator apps that cannot scan.
 */
export interface EnableOtpResponse {
  data: string;
  secret: string;
}

/** `POST {auth}/verify-otp?otp=`: true once the code matched the pending secret, which is then active. */
export interface VerifyOtpResponse {
  data: { verified: boolean };
}

/** `POST {auth}/disable-otp?otp=`: `data.statusCode` 200 means the one-time code is off (SPEC §7). */
export interface DisableOtpResponse {
  data: { statusCode: number };
}

/** One entry of the signature list (SPEC §3): `type` true is the white list, false the black list. */
export interface SignatureListEntry {
  imzoSerial: string;
  type: boolean;
}

/** `POST /whitelist/add` body; answers `{ data: SignatureListEntry[] }`, the whole list after the change. */
export interface SignatureListAddRequest {
  userId: number;
  imzoSerial: string[];
  type: boolean;
}

/** `POST /whitelist/get` body; answers `{ data: SignatureListEntry[] }`. */
export interface SignatureListGetRequest {
  userId: number;
}

/** `POST /whitelist/remove` body (beyond the spec: a list one can only grow would be a trap). */
export interface SignatureListRemoveRequest {
  userId: number;
  imzoSerial: string;
}

/** Server `error` texts of the account calls (the `message` is the translated text to show). */
export const WRONG_PASSWORD = 'Wrong password';
export const WEAK_PASSWORD = 'Weak password';
export const OTP_NOT_ENABLED = 'Otp not enabled';
