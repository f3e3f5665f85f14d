import { ApiError } from '../api/ApiError';

/**
 * The text for a failed account call: the server's own message for a refusal it explains (a wrong old
 * password, a weak one, too many attempts), else 'Серверда хатолик' (docs/behaviour.md §11).
 */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const message = (error.data as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Серверда хатолик';
}
