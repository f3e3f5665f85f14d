import type { FastifyInstance } from 'fastify';
import type { MenuItem } from '../../src/core/api/contract';
import { errorResponseRef, type ErrorResponse } from '../../src/core/api/errorResponseSchema';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { contractRoutes } from '../http/contractRoutes';
import { buildMenuTree } from '../menus/buildMenuTree';
import { fillMenuBadgeCounts } from '../menus/menuBadgeCounts';
import { dataEnvelope } from '../schemas/dataEnvelope';

/** `GET /menus`: the sidebar tree the signed-in user may see (docs/behaviour.md §1, §11), badges bound to a datasource counted live. */
export function registerMenuRoutes(server: FastifyInstance, context: AppContext): void {
  const { db } = context;
  // The reply is named: MenuItem refers to itself, which the type provider cannot follow (see contractRoutes).
  contractRoutes(server).get<{ Reply: { 200: { data: MenuItem[] }; 401: ErrorResponse } }>(
    '/menus',
    {
      preHandler: createAuthenticate(context),
      schema: {
        tags: ['user'],
        summary: 'Sidebar menu tree, filtered by the user’s permissions',
        security: [{ bearerAuth: [] }],
        headers: { type: 'object', properties: { authorization: { type: 'string' } } },
        response: { 200: dataEnvelope({ type: 'array', items: { $ref: 'MenuItem#' } }), 401: errorResponseRef },
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
