import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CALL24_RATE_LIMIT,
  CALL24_RATE_WINDOW_MINUTES,
  call24CreateSchema,
  call24IdParamsSchema,
  call24ListingSchema,
  call24ListQuerySchema,
  call24RequestSchema,
  call24UpdateSchema,
} from '../../src/core/api/call24Contract';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import { call24SettingsOf } from '../../src/core/call24/call24SettingsOf';
import { canHandleCall24 } from '../../src/core/call24/canHandleCall24';
import { normalizePhone } from '../../src/core/call24/normalizePhone';
import type { Call24ServerMessage } from '../../src/core/i18n/messages/call24ServerMessages';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { call24Listing, call24Request } from '../call24/call24Rows';
import { insertCall24Request } from '../call24/insertCall24Request';
import { FORM_FORBIDDEN } from '../files/uploadTexts';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { textInLocale } from '../i18n/textInLocale';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { DEFAULT_PROJECT_SETTINGS } from '../seed/defaultProjectSettings';

const BAD_PHONE: Call24ServerMessage = 'Телефон рақами нотўғри';
const NO_TOPIC: Call24ServerMessage = 'Мавзуни танланг';
const SWITCHED_OFF: Call24ServerMessage = 'Қайта қўнғироқ хизмати ўчирилган';
const TOO_MANY: Call24ServerMessage = '{0} дақиқа ичида {1} тадан ортиқ сўров юбориб бўлмайди. Бироздан сўнг қайта уриниб кўринг';
const NOT_FOUND: Call24ServerMessage = 'Сўров топилмади';
const STALE: Call24ServerMessage = 'Бу сўровни бошқа ходим ўзгартирди: рўйхатни янгиланг';

const signedIn = { tags: ['call24'], security: BEARER, headers: AUTH_HEADERS };
const oneRequest = dataEnvelope(call24RequestSchema);

/**
 * The call-back line (issue 15; contract: src/core/api/call24Contract.ts): a signed-in user leaves a phone
 * number and a topic (checked with the browser's rules, rate-limited per user and per address under advisory
 * locks); support staff (canHandleCall24: administrators and CALL24_PERMISSION) list the requests and mark
 * them called back or closed, guarded by the request's version. Every write is audited.
 *
 * @example
 * registerCall24Routes(api, context);
 */
export function registerCall24Routes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);
  const inLocale = (request: FastifyRequest, message: string, values?: Record<string, string | number>) =>
    textInLocale(db, request, message, values);

  async function settings() {
    const rows = await db.selectFrom('project_settings').select(['key', 'value']).where('key', 'in', ['call24', 'product']).execute();
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    const product = value('product');
    return { call24: call24SettingsOf(value('call24')), product: typeof product === 'string' ? product : DEFAULT_PROJECT_SETTINGS.product };
  }

  /** The pre-handler after sign-in: only support staff go on. */
  async function staff(request: FastifyRequest, reply: FastifyReply) {
    const permissions = request.auth?.user.permissions;
    const { product } = await settings();
    if (!canHandleCall24({ permissions: Array.isArray(permissions) ? (permissions as string[]) : [] }, product)) {
      return sendError(reply, 403, await inLocale(request, FORM_FORBIDDEN));
    }
  }

  app.post(
    '/call24/requests',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'Leaves a call-back request (rate-limited per user and per address)',
        body: call24CreateSchema,
        response: {
          201: oneRequest,
          400: errorResponseRef,
          401: errorResponseRef,
          409: errorResponseRef,
          422: errorResponseRef,
          429: errorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.auth!;
      const { call24 } = await settings();
      if (!call24.enabled) return sendError(reply, 409, await inLocale(request, SWITCHED_OFF));
      const phone = normalizePhone(request.body.phone);
      if (!phone) return sendError(reply, 422, await inLocale(request, BAD_PHONE), 'Unprocessable Entity');
      const topic = request.body.topic.trim();
      // A configured list is the only choice; without one the user's own words are the topic.
      if (!topic || (call24.topics?.length && !call24.topics.includes(topic)))
        return sendError(reply, 422, await inLocale(request, NO_TOPIC), 'Unprocessable Entity');
      const page = request.body.page?.trim() ?? '';
      const row = await insertCall24Request(db, {
        user_id: user.id,
        phone,
        topic,
        comment: request.body.comment?.trim() ?? '',
        page_path: page.startsWith('/') ? page : '',
        client_ip: request.ip,
      });
      if (!row) return sendError(reply, 429, await inLocale(request, TOO_MANY, { 0: CALL24_RATE_WINDOW_MINUTES, 1: CALL24_RATE_LIMIT }));
      await writeAuditLog(db, request, {
        userId: user.id,
        username: user.username,
        actionType: 'call24Request',
        details: { id: row.id, phone, topic, page: row.page_path },
      });
      // Just written, and requests are never deleted: it is there.
      return reply.code(201).send({ data: (await call24Request(db, row.id))! });
    },
  );

  app.get(
    '/call24/requests',
    {
      preHandler: [authenticate, staff],
      schema: {
        ...signedIn,
        summary: 'Call-back requests, newest first, of one status or all, paged (support staff)',
        querystring: call24ListQuerySchema,
        response: {
          200: dataEnvelope(call24ListingSchema),
          400: errorResponseRef,
          401: errorResponseRef,
          403: errorResponseRef,
        },
      },
    },
    async (request) => ({ data: await call24Listing(db, request.query.status, request.query.page ?? 1) }),
  );

  app.patch(
    '/call24/requests/:id',
    {
      preHandler: [authenticate, staff],
      schema: {
        ...signedIn,
        summary: 'Marks a request called back, closed or new again, recording who and when; 409 when it changed since read',
        params: call24IdParamsSchema,
        body: call24UpdateSchema,
        response: {
          200: oneRequest,
          400: errorResponseRef,
          401: errorResponseRef,
          403: errorResponseRef,
          404: errorResponseRef,
          409: errorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.auth!;
      const { id } = request.params;
      const { status, note, version } = request.body;
      const updated = await db
        .updateTable('call24_requests')
        .set((eb) => ({
          status,
          handled_by: user.id,
          handled_at: new Date(),
          version: eb('version', '+', 1),
          ...(note === undefined ? {} : { note: note.trim() }),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(['id', 'status'])
        .executeTakeFirst();
      if (!updated) {
        const exists = await db.selectFrom('call24_requests').select('id').where('id', '=', id).executeTakeFirst();
        return sendError(reply, exists ? 409 : 404, await inLocale(request, exists ? STALE : NOT_FOUND));
      }
      await writeAuditLog(db, request, {
        userId: user.id,
        username: user.username,
        actionType: 'call24Status',
        details: { id, status, note: note ?? null },
      });
      return { data: (await call24Request(db, id))! };
    },
  );
}
