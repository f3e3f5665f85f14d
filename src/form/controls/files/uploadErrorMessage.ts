import type { Translate } from '../../../ui/useTranslator';

/**
 * What a failed upload says (docs/behaviour.md §9: the server's message in a toast): the message the server sent, else
 * the error's own text, else 'Серверда хатолик'. ApiError's generic fallback is not a server message.
 *
 * @example
 * uploadErrorMessage(new ApiError(413, { message: 'Файл жуда катта' }), t); // 'Файл жуда катта'
 */
export function uploadErrorMessage(error: unknown, t: Translate): string {
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  if (typeof data?.message === 'string' && data.message.trim()) return data.message;
  if (error instanceof Error && error.name !== 'ApiError' && error.message.trim()) return error.message;
  return t('Серверда хатолик');
}
