import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  ADMIN_OTP_MISSING,
  BAD_CREDENTIALS,
  loginRequestSchema,
  loginResultSchema,
  OTP_INVALID,
  OTP_REQUIRED,
  otpRequiredResponseSchema,
  refreshResultSchema,
  SIGN_IN_METHOD_OFF,
  TOO_MANY_ATTEMPTS,
  type RefreshResult,
} from '../../src/core/api/contract';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import type { AppContext } from '../AppContext';
import { administratorSql } from '../admin/administratorSql';
import { writeAuditLog } from '../audit/writeAuditLog';
import { consumeOtpCode } from '../auth/consumeOtpCode';
import { createAuthenticate } from '../auth/createAuthenticate';
import { readRefreshCookie, setRefreshCookie } from '../auth/refreshCookie';
import { deviceIdOf, startSignIn } from '../auth/startSignIn';
import { signInAllowed } from '../users/signInAllowed';
import { normalizeUsername } from '../../src/core/auth/normalizeUsername';
import { bearerToken } from '../http/bearerToken';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';

const BAD_CREDENTIALS_MESSAGE = 'Логин ёки пароль нотугри!';
const OTP_INVALID_MESSAGE = 'Бир марталик код нотўғри';
const TOO_MANY_MESSAGE = 'Кўп марта нотўғри уриниш. Бироздан сўнг қайта уриниб кўринг';
const PASSWORD_OFF_MESSAGE = 'Логин ва парол билан кириш ўчирилган';
const ADMIN_OTP_MESSAGE = 'Администраторлар бир марталик код билан киради. Уни ёқиш учун бошқа администраторга мурожаат қилинг';

const deviceHeaders = {
  type: 'object',
  properties: { authorization: { type: 'string' }, 'device-id': { type: 'string', maxLength: 200 } },
} as const;
const bearer = [{ bearerAuth: [] }];

/** Sign-in, token refresh and logout (docs/behaviour.md §10, §11; docs/architecture.md security rules). */
export function registerAuthRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db, tokens, sessions, throttle, devices, hasher } = context;
  // The account's own calls stay open while a temporary password waits to be replaced.
  const authenticate = createAuthenticate(context, { passwordChangePending: true });

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password, then a one-time code when the account has one',
        headers: deviceHeaders,
        body: loginRequestSchema,
        response: {
          200: { anyOf: [dataEnvelope(loginResultSchema), otpRequiredResponseSchema] },
          401: errorResponseRef,
          403: {
            ...errorResponseRef,
            description: 'Password sign-in is switched off, or an administrator has no one-time code the project requires',
          },
          429: { ...errorResponseRef, description: 'Too many attempts: wait the seconds of the Retry-After header' },
        },
      },
    },
    async (request, reply) => {
      const { username, password, otp, deviceToken } = request.body;
      const methods = await context.signIn.now();
      // Switched off in the project settings: refused before anything is counted or compared.
      if (!methods.password) return sendError(reply, 403, PASSWORD_OFF_MESSAGE, SIGN_IN_METHOD_OFF);
      // A browser that signed in to this account before counts against its device token's own budget; any
      // other (no token, or one that is forged, another account's, expired or locked) against the throttles.
      const device = deviceToken ? await devices.reserve(deviceToken, normalizeUsername(username)) : null;
      const reservation = device ? null : await throttle.reserve({ username, ip: request.ip });
      if (reservation && !reservation.ok) {
        reply.header('retry-after', String(reservation.retryAfterSeconds));
        return sendError(reply, 429, TOO_MANY_MESSAGE, TOO_MANY_ATTEMPTS);
      }

      const row = await db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(username)`, '=', normalizeUsername(username))
        .where('is_active', '=', true)
        .executeTakeFirst();
      // verify() hashes even without a user, so unknown names cost the same time as wrong passwords.
      const passwordOk = await hasher.verify(password, row?.password_hash ?? null);
      // An account an administrator closed to passwords (users.sign_in_methods) is refused like a wrong one.
      if (!row || !passwordOk || !signInAllowed(row, 'password')) {
        await writeAuditLog(db, request, { userId: null, username, actionType: 'loginFailed', details: { reason: 'credentials' } });
        return sendError(reply, 401, BAD_CREDENTIALS_MESSAGE, BAD_CREDENTIALS);
      }

      // The project requires administrators' one-time code: an administrator without one is not let in by
      // password alone (another administrator resets or requires it; docs/project-settings.md).
      if (!row.otp_secret && methods.adminOtpRequired && (await isAdministrator(row.id))) {
        if (reservation) await throttle.release(reservation);
        else await devices.release(device!);
        await writeAuditLog(db, request, {
          userId: row.id,
          username: row.username,
          actionType: 'loginFailed',
          details: { reason: 'otp not set' },
        });
        return sendError(reply, 403, ADMIN_OTP_MESSAGE, ADMIN_OTP_MISSING);
      }

      if (row.otp_secret) {
        if (!otp) {
          // The password was right; the code comes in the next request, which is counted on its own.
          if (reservation) await throttle.release(reservation);
          else await devices.release(device!);
          return reply.send({ statusCode: 200, error: OTP_REQUIRED });
        }
        if (!(await consumeOtpCode(db, context.secretBox, { id: row.id, otpSecret: row.otp_secret }, otp))) {
          await writeAuditLog(db, request, {
            userId: row.id,
            username: row.username,
            actionType: 'loginFailed',
            details: { reason: 'otp' },
          });
          return sendError(reply, 401, OTP_INVALID_MESSAGE, OTP_INVALID);
        }
      }

      // A device token's count needs no reset: startSignIn replaces the token with a fresh one.
      if (reservation) await throttle.succeeded(reservation);
      if (hasher.needsRehash(row.password_hash)) await upgradeHash(row.id, password);
      return { data: await startSignIn(context, request, reply, row, 'password', deviceToken ?? null) };
    },
  );

  async function isAdministrator(userId: number): Promise<boolean> {
    return (await db.selectFrom('users').select('id').where('id', '=', userId).where(administratorSql()).executeTakeFirst()) !== undefined;
  }

  /** Hashes of an earlier algorithm or cost are replaced the moment the password is known to be right. */
  async function upgradeHash(userId: number, password: string): Promise<void> {
    const upgraded = await hasher.hash(password);
    await db.updateTable('users').set({ password_hash: upgraded }).where('id', '=', userId).execute();
  }

  app.get(
    '/auth/refresh/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token (single use) for a new access token and a new refresh token',
        description:
          'Send the refresh token as `Authorization: Bearer <refresh token>`, or, in the cookie session mode, let the browser send the `platon_refresh` cookie (then the `device-id` header is required, and the new token comes back as that cookie, not in the body). A token used twice revokes its session.',
        headers: deviceHeaders,
        response: {
          200: dataEnvelope(refreshResultSchema),
          401: errorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const cookie = context.sessionCookie;
      const bearer = bearerToken(request.headers.authorization);
      // A cookie rides along on any same-site request, even one a sibling site's page makes without the
      // runtime: only a call carrying the device-id header (which a foreign page cannot add without passing
      // the CORS preflight) may spend it, and a call without it spends nothing.
      const fromCookie = !bearer && cookie && deviceIdOf(request) ? readRefreshCookie(request) : null;
      const presented = bearer ?? fromCookie;
      const rotated = presented ? await sessions.rotate(presented, deviceIdOf(request)) : null;
      if (!rotated?.ok) {
        if (cookie && fromCookie) setRefreshCookie(reply, request, null, cookie);
        return sendError(reply, 401, 'Invalid refresh token');
      }
      // Lifetimes as the project settings say now: the cookie lasts as long as the session it carries.
      const { accessTtlSeconds, refreshTtlSeconds } = await context.signIn.now();
      const result: RefreshResult = {
        access_token: await tokens.sign({ userId: rotated.userId, sessionId: rotated.sessionId }, accessTtlSeconds),
      };
      if (cookie) setRefreshCookie(reply, request, rotated.refreshToken, { ...cookie, maxAgeSeconds: refreshTtlSeconds });
      else result.refresh_token = rotated.refreshToken;
      return { data: result };
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, sessionId } = request.auth!;
    await sessions.revoke(sessionId);
    if (context.sessionCookie) setRefreshCookie(reply, request, null, context.sessionCookie);
    await writeAuditLog(db, request, { userId: user.id, username: user.username, actionType: 'loggedOut', details: { sessionId } });
    return { data: true };
  };
  const logoutSchema = {
    tags: ['auth'],
    summary: 'End the session: its access and refresh tokens stop working at once',
    security: bearer,
    headers: deviceHeaders,
    response: { 200: dataEnvelope({ type: 'boolean' }), 401: errorResponseRef },
  };
  app.get('/logout', { schema: logoutSchema, preHandler: authenticate }, logout);
  app.post('/logout', { schema: logoutSchema, preHandler: authenticate }, logout);
}
