import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/apiClient';
import { addSignatures, disableOtp, enableOtp, verifyOtp } from './accountCalls';
import { accountErrorMessage } from './accountErrorMessage';

function api(answer: unknown) {
  const request = vi.fn(async () => answer);
  const post = vi.fn(async () => answer);
  return { client: { request, post } as unknown as ApiClient, request, post };
}

describe('the account calls (docs/behaviour.md §11)', () => {
  it('enable-otp: a bare base64 PNG becomes a data URL; one that already is stays as it is', async () => {
    const bare = api({ data: 'iVBORw0KGgo=', secret: 'JBSWY3DPEHPK3PXP' });
    expect(await enableOtp(bare.client)).toEqual({ qrSrc: 'data:image/png;base64,iVBORw0KGgo=', secret: 'JBSWY3DPEHPK3PXP' });
    expect(bare.request).toHaveBeenCalledWith('enable-otp', { base: 'auth' });
    const url = api({ data: 'data:image/png;base64,iVBORw0KGgo=', secret: 'X' });
    expect((await enableOtp(url.client)).qrSrc).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('verify-otp and disable-otp send the code as a query and read the documented fields only', async () => {
    const verified = api({ data: { verified: true } });
    expect(await verifyOtp(verified.client, '123456')).toBe(true);
    expect(verified.request).toHaveBeenCalledWith('verify-otp', { method: 'POST', base: 'auth', query: { otp: '123456' } });
    expect(await verifyOtp(api({ data: { verified: 'yes' } }).client, '123456')).toBe(false);
    expect(await verifyOtp(api({}).client, '123456')).toBe(false);
    // Replacing a code that is on: the password and a code of the secret in force travel in the body.
    const replaced = api({ data: { verified: true } });
    expect(await verifyOtp(replaced.client, '123456', { password: 'otp12345', currentOtp: '654321' })).toBe(true);
    expect(replaced.request).toHaveBeenCalledWith('verify-otp', {
      method: 'POST',
      base: 'auth',
      query: { otp: '123456' },
      body: { password: 'otp12345', currentOtp: '654321' },
    });

    const disabled = api({ data: { statusCode: 200 } });
    expect(await disableOtp(disabled.client, '654321')).toBe(true);
    expect(disabled.request).toHaveBeenCalledWith('disable-otp', { method: 'POST', base: 'auth', query: { otp: '654321' } });
    expect(await disableOtp(api({ data: { statusCode: 400 } }).client, '654321')).toBe(false);
  });

  it('whitelist/add sends the trimmed serials and the list type', async () => {
    const add = api({ data: [] });
    await addSignatures(add.client, 7, ' a1, ,b2 ', false);
    expect(add.post).toHaveBeenCalledWith('whitelist/add', { userId: 7, imzoSerial: ['a1', 'b2'], type: false });
  });
});

describe('accountErrorMessage (docs/behaviour.md §11, §9)', () => {
  it('shows the server’s message for a refusal it explains, else "Серверда хатолик"', () => {
    expect(accountErrorMessage(new ApiError(400, { message: 'Жорий парол нотўғри' }))).toBe('Жорий парол нотўғри');
    expect(accountErrorMessage(new ApiError(429, { message: 'Кўп уриниш' }))).toBe('Кўп уриниш');
    expect(accountErrorMessage(new ApiError(400, {}))).toBe('Серверда хатолик');
    expect(accountErrorMessage(new ApiError(500, { message: 'relation "users" does not exist' }))).toBe('Серверда хатолик');
    expect(accountErrorMessage(new ApiError(0, null))).toBe('Серверда хатолик');
    expect(accountErrorMessage(new TypeError('Failed to fetch'))).toBe('Серверда хатолик');
  });
});
