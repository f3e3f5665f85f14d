import type { FastifyRequest } from 'fastify';
import type { KNOWN_LOCALES } from '../../src/core/api/contract';
import { pickLocale } from './pickLocale';

/**
 * The locale of the texts the server produces for a request (export titles, validation messages): an
 * explicit `?locale=`, then `Accept-Language` (the shell's API client sends the chosen locale there), then
 * the signed-in user's saved locale, then Uzbek Cyrillic.
 *
 * @example
 * const locale = requestLocale(request); // 'ru' for `Accept-Language: ru`
 */
export function requestLocale(request: FastifyRequest): (typeof KNOWN_LOCALES)[number] {
  const query = (request.query as { locale?: unknown } | undefined)?.locale;
  const header = request.headers['accept-language'];
  const saved = request.auth?.user.locale;
  return pickLocale(typeof query === 'string' ? query : undefined, header?.trim() ? header : (saved ?? undefined));
}
