import type { FastifyInstance } from 'fastify';
import type { PageDefinition } from '../../src/core/api/contract';
import type { AppContext } from '../AppContext';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';

/** `GET /public/main`: the landing page visitors see before signing in (SPEC §2.2), from platon_pages. */
export function registerPublicPageRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
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
      const page = await db.selectFrom('platon_pages').selectAll().where('name', '=', 'main').where('is_public', '=', true).executeTakeFirst();
      if (!page) return sendError(reply, 404, 'Саҳифа топилмади');
      const components = await db
        .selectFrom('platon_page_components')
        .selectAll()
        .where('page_id', '=', page.id)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const definition: PageDefinition = {
        name: page.name,
        ...(page.title !== null && { title: page.title }),
        ...(page.css !== null && { css: page.css }),
        isScoped: page.is_scoped,
        data: page.data ?? null,
        components: components.map((component) => ({
          name: component.name,
          ...(component.content !== null && { content: component.content }),
          scripts: Array.isArray(component.scripts) ? component.scripts : [],
          ...(component.css !== null && { css: component.css }),
          attributes: { is_scoped: component.is_scoped },
        })),
      };
      return { data: definition };
    },
  );
}
