import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  accountActionResultSchema,
  accountStateSchema,
  openSessionSchema,
  otpRequiredBodySchema,
  sessionParamsSchema,
  userIdParamsSchema,
  type AccountState,
} from '../../src/core/api/accountControlContract';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import type { AccountControlMessage } from '../../src/core/i18n/messages/accountControlMessages';
import type { ShellMessage } from '../../src/core/i18n/messages';
import { DEFAULT_PRODUCT, isAdmin } from '../../src/core/session/permissions';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { FORM_FORBIDDEN } from '../files/uploadTexts';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { textInLocale } from '../i18n/textInLocale';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { loadAccountState, sessionView } from '../users/loadAccountState';

const NO_USER: ShellMessage = 'Фойдаланувчи топилмади';
const NO_SESSION: AccountControlMessage = 'Сеанс топилмади ёки аллақачон тугаган';
const tags = ['users'];
const admin = { tags, security: BEARER, headers: AUTH_HEADERS };
const refusals = errorResponses(400, 401, 403, 404);

type UserRoute = { Params: { userId: number } };
type SessionRoute = { Params: { userId?: number; sessionId: string } };

/**
 * The account actions of the users screens (src/core/api/accountControlContract.ts, docs/users-and-roles.md):
 * an administrator unlocks a throttled account, resets or requires its one-time code, and ends its sessions,
 * at once on every instance; each is audited with who did it to whom. A user lists and ends their own sessions.
 *
 * @example
 * registerAccountControlRoutes(api, context);
 */
export function registerAccountControlRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db, sessions, throttle, devices } = context;
  const authenticate = createAuthenticate(context);
  async function administrator(request: FastifyRequest, reply: FastifyReply) {
    const permissions = request.auth?.user.permissions;
    if (!isAdmin({ permissions: Array.isArray(permissions) ? (permissions as string[]) : [] }, DEFAULT_PRODUCT)) {
      return sendError(reply, 403, await textInLocale(db, request, FORM_FORBIDDEN));
    }
  }
  const preHandler = [authenticate, administrator];

  /** The account's state after an action, with its message in the caller's language; 404 for no such user. */
  async function answer(request: FastifyRequest, reply: FastifyReply, userId: number, message: AccountControlMessage) {
    const state = await loadAccountState(context, userId, request.auth!.sessionId);
    if (!state) return sendError(reply, 404, await textInLocale(db, request, NO_USER));
    return { data: state, message: await textInLocale(db, request, message) };
  }

  /** The target user, or a 404 answered. */
  async function target(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const row = await db.selectFrom('users').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
    if (!row) await sendError(reply, 404, await textInLocale(db, request, NO_USER));
    return row ?? null;
  }

  async function audit(request: FastifyRequest, actionType: string, user: { id: number; username: string }, details: object = {}) {
    const actor = request.auth!.user;
    await writeAuditLog(db, request, {
      userId: actor.id,
      username: actor.username,
      actionType,
      details: { userId: user.id, username: user.username, ...details },
    });
  }

  app.get<UserRoute>(
    '/users/:userId/account',
    {
      preHandler,
      schema: {
        ...admin,
        summary: "A user's account: sign-in lock, one-time code, sign-in methods and open sessions",
        params: userIdParamsSchema,
        response: { 200: dataEnvelope(accountStateSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const state: AccountState | null = await loadAccountState(context, request.params.userId, request.auth!.sessionId);
      return state ? { data: state } : sendError(reply, 404, await textInLocale(db, request, NO_USER));
    },
  );

  app.post<UserRoute>(
    '/users/:userId/account/unlock',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'Forget the sign-in throttle of the account (and its browsers’ failures): it may sign in at once',
        params: userIdParamsSchema,
        response: { 200: accountActionResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const user = await target(request, reply, request.params.userId);
      if (!user) return reply;
      await throttle.unlock(user.username);
      await devices.unlock(user.id);
      await audit(request, 'accountUnlocked', user);
      return answer(request, reply, user.id, 'Ҳисоб қулфдан чиқарилди: фойдаланувчи ҳозироқ кира олади');
    },
  );

  app.post<UserRoute>(
    '/users/:userId/account/otp/reset',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'Remove the one-time code: the user sets up a new one at the next sign-in (a code becomes required)',
        params: userIdParamsSchema,
        response: { 200: accountActionResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const user = await target(request, reply, request.params.userId);
      if (!user) return reply;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            otp_secret: null,
            otp_last_step: null,
            otp_pending_secret: null,
            otp_pending_at: null,
            otp_required: true,
            version: sql`version + 1`,
            updated_at: sql`now()`,
          })
          .where('id', '=', user.id)
          .execute();
        // Signed-in instances read the user again: their next call asks for the new code's set-up.
        await sessions.forgetEverywhere(user.id, trx);
      });
      sessions.forgetUser(user.id);
      await audit(request, 'otpReset', user);
      return answer(request, reply, user.id, 'Бир марталик код ўчирилди: фойдаланувчи кейинги киришда янгисини ўрнатади');
    },
  );

  app.put<UserRoute & { Body: { required: boolean } }>(
    '/users/:userId/account/otp/required',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'Make a one-time code required for the user (set up before anything else), or optional again',
        params: userIdParamsSchema,
        body: otpRequiredBodySchema,
        response: { 200: accountActionResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const user = await target(request, reply, request.params.userId);
      if (!user) return reply;
      const { required } = request.body;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ otp_required: required, version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', user.id)
          .execute();
        await sessions.forgetEverywhere(user.id, trx);
      });
      sessions.forgetUser(user.id);
      await audit(request, 'otpRequirementChanged', user, { required });
      return answer(request, reply, user.id, required ? 'Бир марталик код энди мажбурий' : 'Бир марталик код энди ихтиёрий');
    },
  );

  app.delete<SessionRoute & { Params: { userId: number } }>(
    '/users/:userId/account/sessions/:sessionId',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'End one session of the user, at once on every server instance',
        params: { ...sessionParamsSchema, required: ['userId', 'sessionId'] },
        response: { 200: accountActionResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const user = await target(request, reply, request.params.userId);
      if (!user) return reply;
      const { sessionId } = request.params;
      if (!(await sessions.endSession(user.id, sessionId))) return sendError(reply, 404, await textInLocale(db, request, NO_SESSION));
      await audit(request, 'sessionEnded', user, { sessionId });
      return answer(request, reply, user.id, 'Сеанс тугатилди');
    },
  );

  app.delete<UserRoute>(
    '/users/:userId/account/sessions',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'End every session of the user, at once on every server instance',
        params: userIdParamsSchema,
        response: { 200: accountActionResultSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const user = await target(request, reply, request.params.userId);
      if (!user) return reply;
      await sessions.endUser(user.id);
      await audit(request, 'sessionsEnded', user);
      return answer(request, reply, user.id, 'Барча сеанслар тугатилди');
    },
  );

  // The user's own sessions: any signed-in user, for themselves only.
  app.get(
    '/account/sessions',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        security: BEARER,
        headers: AUTH_HEADERS,
        summary: 'The signed-in user’s open sessions; `current` is the one asking',
        response: { 200: dataEnvelope({ type: 'array', items: openSessionSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { user, sessionId } = request.auth!;
      return { data: (await sessions.openSessions(user.id)).map((session) => sessionView(session, sessionId)) };
    },
  );

  app.delete<SessionRoute>(
    '/account/sessions/:sessionId',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        security: BEARER,
        headers: AUTH_HEADERS,
        summary: 'End one of the signed-in user’s own sessions (another device), at once on every instance',
        params: sessionParamsSchema,
        response: { 200: dataEnvelope({ type: 'array', items: openSessionSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user, sessionId: current } = request.auth!;
      const { sessionId } = request.params;
      if (!(await sessions.endSession(user.id, sessionId))) return sendError(reply, 404, await textInLocale(db, request, NO_SESSION));
      await writeAuditLog(db, request, { userId: user.id, username: user.username, actionType: 'sessionEnded', details: { sessionId } });
      return { data: (await sessions.openSessions(user.id)).map((session) => sessionView(session, current)) };
    },
  );
}
