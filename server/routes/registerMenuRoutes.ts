import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { buildMenuTree } from '../menus/buildMenuTree';
import { fillMenuBadgeCounts } from '../menus/menuBadgeCounts';
import { dataEnvelope } from '../schemas/dataEnvelope';

/** `GET /menus`: the sidebar tree the signed-in user may see (SPEC §2.5, §7), badges bound to a datasource counted live. */
export function registerMenuRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.get(
    '/menus',
    {
      preHandler: createAuthenticate(context),
      schema: {
        tags: ['user'],
        summary: 'Sidebar menu tree, filtered by the user’s permissions',
        security: [{ bearerAuth: [] }],
        headers: { type: 'object', properties: { authorization: { type: 'string' } } },
        response: { 200: dataEnvelope({ type: 'array', items: { $ref: 'MenuItem#' } }), 401: { $ref: 'ErrorResponse#' } },
      },
    },
    async (request) => {
      const rows = await db.selectFrom('menus').selectAll().orderBy('sort_order').orderBy('id').execute();
      const permissions = Array.isArray(request.auth!.user.permissions) ? request.auth!.user.permissions : [];
      const tree = buildMenuTree(rows, permissions);
      await fillMenuBadgeCounts(db, tree, permissions, (message, detail) => request.log.warn({ detail }, message));
      return { data: tree };
    },
  );
}
