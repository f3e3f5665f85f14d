import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import {
  saveColumnConfigRequestRef,
  tableDefinitionQuerySchema,
  tableDefinitionRef,
  tableFirstPageSchema,
  tableNameParamsSchema,
  tableQueryStringSchema,
  type TableDefinition,
} from '../../src/core/api/tableContract';
import { userLayoutSavedSchema } from '../../src/core/api/userLayoutContract';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { AUTH_HEADERS } from '../forms/formRouteSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { loadColumnConfig, readerDefinition } from '../tables/loadTableDefinition';
import { metaCanRead } from '../tables/metaCanRead';
import { metaSaveColumnConfig } from '../tables/metaSaveColumnConfig';
import { queryFirstPage } from '../tables/queryFirstPage';
import { QUERY_TIMEOUT_MS } from '../tables/queryTimeoutMs';
import { tableDefinitionCache } from '../tables/tableDefinitionCache';
import { TABLE_FORBIDDEN, TABLE_NOT_FOUND } from '../tables/tableErrorTexts';

const definitionResponse = {
  type: 'object',
  properties: { data: tableDefinitionRef, firstPage: tableFirstPageSchema },
  required: ['data'],
} as const;

export interface TableRouteOptions {
  /** Statement timeout of the first page's query, in milliseconds (default QUERY_TIMEOUT_MS), as for the data call. */
  sqlTimeoutMs?: number;
}

/**
 * Table metadata (tableContract.ts):
 * - `GET /tables/{name}?level=1`: the definition for a signed-in user, with the user's saved column settings;
 *   404 for an unknown name, 403 when the table names a permission the user lacks (admins read everything);
 *   with `first` (an address query) also the first page of that view (queryFirstPage);
 * - `GET /public/tables/{name}`: the same without sign-in for tables flagged public that ask for no
 *   permission; every other name answers exactly like a missing one, so private tables are not confirmed;
 * - `POST /user/column` (docs/behaviour.md §11): saves the user's column settings of one table and level; an empty config
 *   resets them.
 */
export function registerTableRoutes(server: FastifyInstance, context: AppContext, options: TableRouteOptions = {}): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);
  const timeoutMs = options.sqlTimeoutMs ?? QUERY_TIMEOUT_MS;

  /**
   * The definition's answer; with `first`, the first page is written beside it. Its rows are JSON text as
   * PostgreSQL wrote it (queryDataPage), so it is spliced into the serialized envelope rather than parsed.
   */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    call: { name: string; level: number; first: string | undefined; definition: TableDefinition; permissions: readonly string[] | null },
  ) => {
    const envelope = { data: call.definition };
    const firstPage =
      call.first === undefined
        ? null
        : await queryFirstPage(db, {
            name: call.name,
            definition: call.definition,
            level: call.level,
            address: call.first,
            permissions: call.permissions,
            validate: (query) => request.validateInput(query, tableQueryStringSchema),
            timeoutMs,
          });
    if (!firstPage) return envelope;
    const json = reply.serialize(envelope);
    return reply.type('application/json; charset=utf-8').send(`${json.slice(0, -1)},"firstPage":${firstPage}}`);
  };

  app.get(
    '/tables/:name',
    {
      preHandler: authenticate,
      schema: {
        tags: ['tables'],
        summary: 'Table definition of one level: props, column tree, filters with options, buttons, the user’s column settings',
        security: [{ bearerAuth: [] }],
        params: tableNameParamsSchema,
        querystring: tableDefinitionQuerySchema,
        headers: AUTH_HEADERS,
        response: { 200: definitionResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { level, first } = request.query;
      // Cached per level and name: the level first, so any name reads as one key.
      const shared = await tableDefinitionCache.load(db, `${level}:${name}`, name, level);
      if (!shared) return sendError(reply, 404, TABLE_NOT_FOUND);
      const { user } = request.auth!;
      const permissions = Array.isArray(user.permissions) ? user.permissions : [];
      if (!metaCanRead(shared.table.permission, permissions)) return sendError(reply, 403, TABLE_FORBIDDEN);
      const definition = readerDefinition(shared, permissions, await loadColumnConfig(db, user.id, shared.table.id, level));
      return answer(request, reply, { name, level, first, definition, permissions });
    },
  );

  app.get(
    '/public/tables/:name',
    {
      schema: {
        tags: ['tables'],
        summary: 'Definition of a public table (is_public, no permission); no sign-in',
        params: tableNameParamsSchema,
        querystring: tableDefinitionQuerySchema,
        response: { 200: definitionResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { level, first } = request.query;
      const shared = await tableDefinitionCache.load(db, `${level}:${name}`, name, level);
      if (!shared || !shared.table.is_public || shared.table.permission) return sendError(reply, 404, TABLE_NOT_FOUND);
      return answer(request, reply, { name, level, first, definition: readerDefinition(shared, [], null), permissions: null });
    },
  );

  app.post(
    '/user/column',
    {
      preHandler: authenticate,
      // Fastify's validator wraps a lone value into an array ('all' would become ['all']); a list must be sent as one.
      preValidation: async (request, reply) => {
        const config = (request.body as { column_config?: { hidden?: unknown } } | null)?.column_config;
        if (config && typeof config === 'object' && config.hidden !== undefined && !Array.isArray(config.hidden)) {
          return sendError(reply, 400, 'body/column_config/hidden must be array');
        }
      },
      schema: {
        tags: ['tables'],
        summary: 'Saves the user’s column settings (order, titles, hidden) of one table and level; {} resets them',
        security: [{ bearerAuth: [] }],
        headers: AUTH_HEADERS,
        body: saveColumnConfigRequestRef,
        response: {
          // `{ saved: true }`, as a saved layout answers.
          200: dataEnvelope(userLayoutSavedSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { level, tableId, column_config: config } = request.body;
      // The contract allows a string id (configs travel as JSON); a name is accepted too, for older clients.
      const byId = typeof tableId === 'number' || /^\d{1,9}$/.test(tableId);
      const table = byId
        ? await db.selectFrom('tables').select(['id', 'permission']).where('id', '=', Number(tableId)).executeTakeFirst()
        : await db.selectFrom('tables').select(['id', 'permission']).where('name', '=', tableId).executeTakeFirst();
      if (!table) return sendError(reply, 404, TABLE_NOT_FOUND);
      const { user } = request.auth!;
      if (!metaCanRead(table.permission, Array.isArray(user.permissions) ? user.permissions : []))
        return sendError(reply, 403, TABLE_FORBIDDEN);
      await metaSaveColumnConfig(db, { userId: user.id, tableId: table.id, level, config });
      return { data: { saved: true } };
    },
  );
}
