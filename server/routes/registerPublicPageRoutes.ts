import type { FastifyInstance } from 'fastify';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import type { AppContext } from '../AppContext';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { loadStoredPage } from '../pages/loadStoredPage';
import { pageFileLinks } from '../pages/pageFileLinks';
import { dataEnvelope } from '../schemas/dataEnvelope';

/**
 * `GET /public/main`: the landing page visitors see before signing in (docs/behaviour.md §1). Built like every other
 * page (loadStoredPage), so its inline scripts become module URLs that run under a strict CSP.
 */
export function registerPublicPageRoutes(server: FastifyInstance, context: AppContext): void {
  contractRoutes(server).get(
    '/public/main',
    {
      schema: {
        tags: ['pages'],
        summary: 'Landing page for visitors; public',
        response: { 200: dataEnvelope({ $ref: 'PageDefinition#' }), 404: errorResponseRef },
      },
    },
    async (_request, reply) => {
      const page = await loadStoredPage(context.db, 'main', {});
      if (!page?.isPublic || page.permission) return sendError(reply, 404, 'Саҳифа топилмади');
      return { data: pageFileLinks(page.definition, context.fileLinks) };
    },
  );
}
