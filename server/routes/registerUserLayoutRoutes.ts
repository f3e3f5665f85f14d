import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { SaveUserLayoutRequest } from '../../src/core/api/userLayoutContract';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { dataEnvelope } from '../schemas/dataEnvelope';

const MAX_PANELS = 12;
const nameParams = {
  type: 'object',
  properties: { name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } },
  required: ['name'],
} as const;
const layoutSchema = {
  type: 'object',
  description: 'A page layout: what each panel shows and the sizes (percent) of each panel group.',
  additionalProperties: false,
  properties: {
    panels: {
      type: 'array',
      maxItems: MAX_PANELS,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { kind: { type: 'string', enum: ['table', 'form', 'page'] }, name: { type: 'string', maxLength: 200 } },
        required: ['kind', 'name'],
      },
    },
    sizes: {
      type: 'object',
      maxProperties: MAX_PANELS,
      additionalProperties: { type: 'array', maxItems: MAX_PANELS, items: { type: 'number', minimum: 0, maximum: 100 } },
    },
  },
  required: ['panels', 'sizes'],
} as const;
const authHeaders = { type: 'object', properties: { authorization: { type: 'string' } } } as const;
const errorResponse = { $ref: 'ErrorResponse#' };
const savedResponse = dataEnvelope({ type: 'object', properties: { saved: { type: 'boolean' } }, required: ['saved'] });

type NameRoute = { Params: { name: string } };

/**
 * A user's remembered page layouts (src/core/api/userLayoutContract.ts): the resizable page's panels and
 * sizes, one row per user and page. A personal view preference like the column settings (POST user/column),
 * so, like them, not written to the audit trail.
 */
export function registerUserLayoutRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const authenticate = createAuthenticate(context);

  app.get<NameRoute>(
    '/user/layouts/:name',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user’s saved layout of one page, or null when they never saved one',
        security: [{ bearerAuth: [] }],
        params: nameParams,
        headers: authHeaders,
        response: {
          200: dataEnvelope({ type: 'object', properties: { layout: { anyOf: [layoutSchema, { type: 'null' }] } }, required: ['layout'] }),
          400: errorResponse,
          401: errorResponse,
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

  app.put<NameRoute & { Body: SaveUserLayoutRequest }>(
    '/user/layouts/:name',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'Saves the signed-in user’s layout of one page (panels and sizes), replacing the previous one',
        security: [{ bearerAuth: [] }],
        params: nameParams,
        headers: authHeaders,
        body: { type: 'object', additionalProperties: false, properties: { layout: layoutSchema }, required: ['layout'] },
        response: { 200: savedResponse, 400: errorResponse, 401: errorResponse },
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

  app.delete<NameRoute>(
    '/user/layouts/:name',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'Forgets the signed-in user’s layout of one page: it shows its default again',
        security: [{ bearerAuth: [] }],
        params: nameParams,
        headers: authHeaders,
        response: { 200: savedResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await db.deleteFrom('user_layouts').where('user_id', '=', request.auth!.user.id).where('name', '=', request.params.name).execute();
      return { data: { saved: true } };
    },
  );
}
