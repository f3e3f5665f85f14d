import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import {
  saveUserLayoutRequestSchema,
  savedUserLayoutSchema,
  userLayoutParamsSchema,
  userLayoutSavedSchema,
} from '../../src/core/api/userLayoutContract';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { contractRoutes } from '../http/contractRoutes';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { AUTH_HEADERS } from '../forms/formRouteSchemas';

const savedResponse = dataEnvelope(userLayoutSavedSchema);

/**
 * A user's remembered page layouts (src/core/api/userLayoutContract.ts): the resizable page's panels and
 * sizes, one row per user and page. A personal view preference like the column settings (POST user/column),
 * so, like them, not written to the audit trail.
 */
export function registerUserLayoutRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);

  app.get(
    '/user/layouts/:name',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user’s saved layout of one page, or null when they never saved one',
        security: [{ bearerAuth: [] }],
        params: userLayoutParamsSchema,
        headers: AUTH_HEADERS,
        response: {
          200: dataEnvelope(savedUserLayoutSchema),
          400: errorResponseRef,
          401: errorResponseRef,
        },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('user_layouts')
        .select('layout')
        .where('user_id', '=', request.auth!.user.id)
        .where('name', '=', request.params.name)
        .executeTakeFirst();
      return { data: { layout: row?.layout ?? null } };
    },
  );

  app.put(
    '/user/layouts/:name',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'Saves the signed-in user’s layout of one page (panels and sizes), replacing the previous one',
        security: [{ bearerAuth: [] }],
        params: userLayoutParamsSchema,
        headers: AUTH_HEADERS,
        body: saveUserLayoutRequestSchema,
        response: { 200: savedResponse, 400: errorResponseRef, 401: errorResponseRef },
      },
    },
    async (request) => {
      const json = JSON.stringify(request.body.layout);
      await db
        .insertInto('user_layouts')
        .values({ user_id: request.auth!.user.id, name: request.params.name, layout: json })
        .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ layout: json, updated_at: sql`now()` }))
        .execute();
      return { data: { saved: true } };
    },
  );

  app.delete(
    '/user/layouts/:name',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'Forgets the signed-in user’s layout of one page: it shows its default again',
        security: [{ bearerAuth: [] }],
        params: userLayoutParamsSchema,
        headers: AUTH_HEADERS,
        response: { 200: savedResponse, 400: errorResponseRef, 401: errorResponseRef },
      },
    },
    async (request) => {
      await db.deleteFrom('user_layouts').where('user_id', '=', request.auth!.user.id).where('name', '=', request.params.name).execute();
      return { data: { saved: true } };
    },
  );
}
