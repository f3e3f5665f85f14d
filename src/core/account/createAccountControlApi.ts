import type { AccountActionResult, AccountState, OpenSession } from '../api/accountControlContract';
import type { ApiClient } from '../api/apiClient';

/**
 * The calls of one user's account screen and of the profile's session list (src/core/api/accountControlContract.ts),
 * answers unwrapped from `{ data }`. Refusals reject with an ApiError whose message is the server's, in the
 * user's language.
 */
export interface AccountControlApi {
  state(userId: number, signal?: AbortSignal): Promise<AccountState>;
  unlock(userId: number): Promise<AccountActionResult>;
  resetOtp(userId: number): Promise<AccountActionResult>;
  requireOtp(userId: number, required: boolean): Promise<AccountActionResult>;
  endSession(userId: number, sessionId: string): Promise<AccountActionResult>;
  endAll(userId: number): Promise<AccountActionResult>;
  ownSessions(signal?: AbortSignal): Promise<OpenSession[]>;
  endOwnSession(sessionId: string): Promise<OpenSession[]>;
}

/**
 * @example
 * const api = createAccountControlApi(runtime.api);
 * const { data, message } = await api.unlock(7);
 */
export function createAccountControlApi(api: ApiClient): AccountControlApi {
  const account = (userId: number) => `users/${userId}/account`;
  const act = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
    api.request<AccountActionResult>(path, { method, ...(body !== undefined && { body }) });
  return {
    state: async (userId, signal) => (await api.request<{ data: AccountState }>(account(userId), { signal })).data,
    unlock: (userId) => act(`${account(userId)}/unlock`, 'POST'),
    resetOtp: (userId) => act(`${account(userId)}/otp/reset`, 'POST'),
    requireOtp: (userId, required) => act(`${account(userId)}/otp/required`, 'PUT', { required }),
    endSession: (userId, sessionId) => act(`${account(userId)}/sessions/${encodeURIComponent(sessionId)}`, 'DELETE'),
    endAll: (userId) => act(`${account(userId)}/sessions`, 'DELETE'),
    ownSessions: async (signal) => (await api.request<{ data: OpenSession[] }>('account/sessions', { signal })).data,
    endOwnSession: async (sessionId) =>
      (await api.request<{ data: OpenSession[] }>(`account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' })).data,
  };
}
