import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import type { AppContext } from '../AppContext';
import type { AdsTables } from '../ads/AdvertisementsTable';
import { createAuthenticate } from '../auth/createAuthenticate';
import { loadUserView } from '../auth/loadUserView';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';

const bearer = [{ bearerAuth: [] }];
const authHeaders = { type: 'object', properties: { authorization: { type: 'string' } } } as const;
const advertisement = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    websiteUrl: { type: 'string' },
    mediaId: { type: ['string', 'null'] },
    /** The image's signed address, relative to the API base: every signed-in user sees the ads (docs/files.md). */
    mediaUrl: { type: ['string', 'null'] },
  },
  required: ['id', 'title', 'websiteUrl', 'mediaId', 'mediaUrl'],
} as const;
/** An organisation is named by its TIN (9 digits) or an individual's PINFL (14): digits that fit users.org_id. */
const orgKey = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;

/**
 * What the sidebar needs beyond the menu (docs/behaviour.md §1, §11): the footer's advertisements and their click
 * counter, the user's organisations and the switch between them.
 */
export function registerSidebarRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const db = context.db.withTables<AdsTables>();
  const authenticate = createAuthenticate(context);

  app.get(
    '/ads',
    {
      preHandler: authenticate,
      schema: {
        tags: ['sidebar'],
        summary: 'Advertisements for the sidebar footer',
        security: bearer,
        headers: authHeaders,
        response: { 200: dataEnvelope({ type: 'array', items: advertisement }), 401: errorResponseRef },
      },
    },
    async () => {
      const rows = await db
        .selectFrom('advertisements')
        .select(['id', 'title', 'website_url', 'media_id', 'image'])
        .where('is_active', '=', true)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const data = rows.map((row) => {
        // The image uploaded in the ads form (issue 41) wins over a media_id written by SQL.
        const mediaId = uploadedImageId(row.image) ?? (row.media_id?.trim() || null);
        const mediaUrl = mediaId ? context.fileLinks.urlOf({ id: mediaId, kind: 'images' }) : null;
        return { id: row.id, title: row.title, websiteUrl: row.website_url, mediaId: row.media_id, mediaUrl };
      });
      return { data };
    },
  );

  app.put(
    '/ads/increment',
    {
      preHandler: authenticate,
      schema: {
        tags: ['sidebar'],
        summary: 'Count one click on an advertisement',
        security: bearer,
        headers: authHeaders,
        querystring: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['id'] },
        response: {
          200: dataEnvelope({ type: 'object', properties: { clicks: { type: 'integer' } }, required: ['clicks'] }),
          400: errorResponseRef,
          401: errorResponseRef,
          404: errorResponseRef,
        },
      },
    },
    async (request, reply) => {
      // One statement, so concurrent clicks on several instances never lose a count.
      const row = await db
        .updateTable('advertisements')
        .set({ clicks: sql`clicks + 1` })
        .where('id', '=', request.query.id)
        .where('is_active', '=', true)
        .returning('clicks')
        .executeTakeFirst();
      if (!row) return sendError(reply, 404, 'Advertisement not found');
      return { data: { clicks: row.clicks } };
    },
  );

  app.get(
    '/auth/user_organizations',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'The organisations the signed-in user may act for',
        security: bearer,
        headers: authHeaders,
        response: { 200: dataEnvelope({ type: 'array', items: { $ref: 'Organization#' } }), 401: errorResponseRef },
      },
    },
    async (request) => ({ data: (await loadUserView(context.db, request.auth!.user)).organizations }),
  );

  app.get(
    '/auth/change_user_org',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary:
          'Act for one of the user’s organisations (named by TIN or PINFL), or as the individual (the user’s own PINFL); returns the updated user',
        security: bearer,
        headers: authHeaders,
        querystring: { type: 'object', properties: { org_id: orgKey }, required: ['org_id'] },
        response: { 200: dataEnvelope({ $ref: 'User#' }), 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef },
      },
    },
    async (request, reply) => {
      const { user } = request.auth!;
      const key = request.query.org_id;
      // The user's own PINFL is the "individual" entry the client adds to the list (docs/behaviour.md §10).
      const owned =
        key === user.pinfl
          ? { id: 0 }
          : await context.db
              .selectFrom('user_organizations')
              .select('id')
              .where('user_id', '=', user.id)
              .where((eb) => eb.or([eb('tin', '=', key), eb('pinfl', '=', key)]))
              .executeTakeFirst()
              .then(
                async (direct) =>
                  direct ??
                  (await context.db
                    .selectFrom('organization_members')
                    .innerJoin('organizations', 'organizations.id', 'organization_members.organization_id')
                    .select('organizations.id')
                    .where('organization_members.user_id', '=', user.id)
                    .where('organizations.is_active', '=', true)
                    .where('organizations.tin', '=', key)
                    .executeTakeFirst()),
              );
      if (!owned) return sendError(reply, 403, 'This organisation is not one of the user’s');
      const updated = await context.db
        .updateTable('users')
        .set({ org_id: key, updated_at: sql`now()`, version: sql`version + 1` })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // The role held in the chosen organisation applies from the next call on, cached sessions included.
      context.sessions.forgetUser(user.id);
      return { data: await loadUserView(context.db, updated) };
    },
  );
}

/** The id of the first stored file of an image field's value (a list of `{ id }`), if any. */
function uploadedImageId(image: unknown): string | null {
  const first: unknown = Array.isArray(image) ? image[0] : null;
  const id = first && typeof first === 'object' ? (first as { id?: unknown }).id : null;
  return typeof id === 'string' && id ? id : null;
}
