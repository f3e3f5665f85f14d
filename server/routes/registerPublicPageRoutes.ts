import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../AppContext';
import { sendError } from '../http/sendError';
import { loadStoredPage } from '../pages/loadStoredPage';
import { dataEnvelope } from '../schemas/dataEnvelope';

/**
 * `GET /public/main`: the landing page visitors see before signing in (SPEC §2.2). Built like every other
 * page (loadStoredPage), so its inline scripts become module URLs that run under a strict CSP.
 */
export function registerPublicPageRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(
    '/public/main',
    {
      schema: {
        tags: ['pages'],
        summary: 'Landing page for visitors; public',
        response: { 200: dataEnvelope({ $ref: 'PageDefinition#' }), 404: { $ref: 'ErrorResponse#' } },
      },
    },
    async (_request, reply) => {
      const page = await loadStoredPage(context.db, 'main', {});
      if (!page?.isPublic || page.permission) return sendError(reply, 404, 'Саҳифа топилмади');
      return { data: page.definition };
    },
  );
}
