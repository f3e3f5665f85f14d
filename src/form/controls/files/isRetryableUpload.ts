/**
 * Whether sending the same file again may succeed: yes after a lost connection (status 0 or no status), a
 * server fault (5xx), a timeout (408) or a rate limit (429); no when the server refused the file itself
 * (415 wrong type, 413 too large, 400/422 invalid), since the same bytes get the same answer.
 *
 * @example
 * isRetryableUpload(new ApiError(415, { message: 'Бу турдаги файлни юклаб бўлмайди' })); // false
 * isRetryableUpload(new TypeError('Failed to fetch')); // true
 */
export function isRetryableUpload(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status === 0) return true;
  return status >= 500 || status === 408 || status === 429;
}
