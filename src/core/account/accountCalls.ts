import type {
  ChangePasswordRequest,
  DisableOtpResponse,
  EnableOtpResponse,
  SignatureListEntry,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '../api/accountContract';
import type { ApiClient } from '../api/apiClient';

/**
 * The profile page's calls (docs/behaviour.md §11), each resolving to what the page needs. Errors are thrown as ApiError;
 * `accountErrorMessage` turns them into the text to show.
 *
 * @example
 * await changePassword(runtime.api, { oldPassword: 'admin123', newPassword: 'S3cure-pass' });
 */
export async function changePassword(api: ApiClient, request: ChangePasswordRequest): Promise<void> {
  await api.request('change_user_password', { method: 'POST', base: 'auth', body: request });
}

/** A new secret being set up: its QR code as an `<img>` source, and the same secret for typing in. */
export async function enableOtp(api: ApiClient): Promise<{ qrSrc: string; secret: string }> {
  const { data, secret } = await api.request<EnableOtpResponse>('enable-otp', { base: 'auth' });
  return { qrSrc: data.startsWith('data:') ? data : `data:image/png;base64,${data}`, secret };
}

/**
 * Confirms the secret being set up with a code of it. While a code is on, replacing it also needs `current`:
 * the password and a code of the secret in force; a wrong one is thrown as ApiError (400 'Wrong password' or
 * 'Invalid otp').
 */
export async function verifyOtp(api: ApiClient, code: string, current?: VerifyOtpRequest): Promise<boolean> {
  const { data } = await api.request<VerifyOtpResponse>('verify-otp', {
    method: 'POST',
    base: 'auth',
    query: { otp: code },
    ...(current && { body: current }),
  });
  return data?.verified === true;
}

/** docs/behaviour.md §11: `data.statusCode` 200 means the code is off. */
export async function disableOtp(api: ApiClient, code: string): Promise<boolean> {
  const { data } = await api.request<DisableOtpResponse>('disable-otp', { method: 'POST', base: 'auth', query: { otp: code } });
  return data?.statusCode === 200;
}

export async function loadSignatureList(api: ApiClient, userId: number): Promise<SignatureListEntry[]> {
  return (await api.post<{ data: SignatureListEntry[] }>('whitelist/get', { userId })).data ?? [];
}

/** docs/behaviour.md §11: the serials are the comma-separated text, trimmed, empty pieces dropped. */
export function serialsOf(text: string): string[] {
  return text
    .split(',')
    .map((serial) => serial.trim())
    .filter(Boolean);
}

export async function addSignatures(api: ApiClient, userId: number, text: string, type: boolean): Promise<void> {
  await api.post('whitelist/add', { userId, imzoSerial: serialsOf(text), type });
}

export async function removeSignature(api: ApiClient, userId: number, imzoSerial: string): Promise<void> {
  await api.post('whitelist/remove', { userId, imzoSerial });
}
