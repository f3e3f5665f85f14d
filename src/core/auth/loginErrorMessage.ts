import { ApiError } from '../api/ApiError';
import { OTP_INVALID } from '../api/contract';

/**
 * The text a person sees for a failed password or one-time-code sign-in (docs/behaviour.md §9): 401 gives
 * 'Логин ёки пароль нотугри!', other failures the server's message or 'Хатолик'. Returned as message keys.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Сервер билан алоқа йўқ';
    if (error.status === 401 && error.code === OTP_INVALID) return 'Бир марталик код нотўғри';
    if (error.status === 401) return 'Логин ёки пароль нотугри!';
    const message = (error.data as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Хатолик';
}
