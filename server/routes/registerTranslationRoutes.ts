import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../AppContext';
import { pickLocale } from '../i18n/pickLocale';

/**
 * `GET /web/assets/translations`: the flat `{ key: text }` map of one locale, not wrapped in `data` (docs/behaviour.md §11
 * "Map of key to text"). Public, because the sign-in page needs it before anyone signs in.
 */
export function registerTranslationRoutes(app: FastifyInstance, context: AppContext): void {
  app.get<{ Querystring: { locale?: string }; Headers: { 'accept-language'?: string } }>(
    '/web/assets/translations',
    {
      schema: {
        tags: ['project'],
        summary: 'Translations of one locale as a flat map of key to text',
        description: 'Locale from `?locale=`, else `Accept-Language`, else `uz`. Keys are the Uzbek Cyrillic texts.',
        querystring: { type: 'object', properties: { locale: { type: 'string', maxLength: 35 } } },
        headers: { type: 'object', properties: { 'accept-language': { type: 'string' } } },
        response: { 200: { type: 'object', additionalProperties: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const locale = pickLocale(request.query.locale, request.headers['accept-language']);
      const rows = await context.db
        .selectFrom('translations')
        .select(['key', 'value'])
        .where('locale', '=', locale)
        .orderBy('key')
        .execute();
      // Clients cache per locale by date; no-cache still lets them revalidate instead of trusting a stale copy.
      reply.header('cache-control', 'no-cache').header('content-language', locale).header('vary', 'Accept-Language');
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
  );
}
