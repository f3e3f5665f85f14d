import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { errorResponseRef, errorResponses } from '../../src/core/api/errorResponseSchema';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { loadUserView } from '../auth/loadUserView';
import { DEFAULT_PRODUCT, isAdmin } from '../../src/core/session/permissions';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { loadProjectInfo } from '../settings/loadProjectInfo';

const bearer = [{ bearerAuth: [] }];
const authHeaders = { type: 'object', properties: { authorization: { type: 'string' } } } as const;

/** The signed-in user's own record and language (docs/behaviour.md §11 user-info, user-locale). */
export function registerUserRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  // The account's own calls stay open while a temporary password waits to be replaced.
  const authenticate = createAuthenticate(context, { passwordChangePending: true });

  app.get(
    '/user-info',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security: bearer,
        headers: authHeaders,
        response: { 200: dataEnvelope({ $ref: 'User#' }), 401: errorResponseRef },
      },
    },
    async (request) => ({ data: await loadUserView(db, request.auth!.user) }),
  );

  // docs/behaviour.md §11 'GET /user-refresh, userId parameter': the user's data read again from the database (after a
  // profile, permission or organisation change), in user-info's shape, for the client to put in its session.
  // Sessions hold no copy of the user on the server (every call reads it), so this is a fresh read. Anyone
  // may refresh themselves; another user's data only an administrator may read.
  app.get(
    '/user-refresh',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: "Read a user's data again (default: the signed-in user); another user's needs the admin permission",
        security: bearer,
        headers: authHeaders,
        querystring: { type: 'object', properties: { userId: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: { 200: dataEnvelope({ $ref: 'User#' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const self = request.auth!.user;
      const userId = request.query.userId ?? self.id;
      if (
        userId !== self.id &&
        !isAdmin({ permissions: Array.isArray(self.permissions) ? (self.permissions as string[]) : [] }, DEFAULT_PRODUCT)
      ) {
        return sendError(reply, 403, 'Only an administrator may refresh another user’s data');
      }
      const row = await db.selectFrom('users').selectAll().where('id', '=', userId).where('is_active', '=', true).executeTakeFirst();
      if (!row) return sendError(reply, 404, 'User not found');
      return { data: await loadUserView(db, row) };
    },
  );

  const localeSchema = {
    tags: ['user'],
    summary: "Save the signed-in user's interface language",
    security: bearer,
    headers: authHeaders,
    querystring: {
      type: 'object',
      properties: { locale: { type: 'string', minLength: 1, maxLength: 16 } },
      required: ['locale'],
    },
    response: {
      200: dataEnvelope({ type: 'object', properties: { locale: { type: 'string' } }, required: ['locale'] }),
      ...errorResponses(400, 401),
    },
  };
  const saveLocale = async (request: FastifyRequest<{ Querystring: { locale: string } }>, reply: FastifyReply) => {
    const { locale } = request.query;
    const { enabledLocales } = await loadProjectInfo(db, context.version);
    if (!enabledLocales.includes(locale)) return sendError(reply, 400, `Locale "${locale}" is not enabled`);
    await db
      .updateTable('users')
      .set({ locale, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', request.auth!.user.id)
      .execute();
    return { data: { locale } };
  };
  // The spec writes the path with a trailing slash; clients differ, so both spellings answer.
  app.get<{ Querystring: { locale: string } }>('/user-locale/', { preHandler: authenticate, schema: localeSchema }, saveLocale);
  app.get<{ Querystring: { locale: string } }>(
    '/user-locale',
    { preHandler: authenticate, schema: { ...localeSchema, hide: true } },
    saveLocale,
  );
}
