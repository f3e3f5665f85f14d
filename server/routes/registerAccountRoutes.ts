import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  changePasswordRequestSchema,
  enableOtpResponseSchema,
  OTP_NOT_ENABLED,
  otpDisabledSchema,
  otpQuerySchema,
  otpVerifiedSchema,
  verifyOtpRequestSchema,
  WEAK_PASSWORD,
  WRONG_PASSWORD,
} from '../../src/core/api/accountContract';
import { OTP_REQUIRED_BY_ADMIN } from '../../src/core/api/accountControlContract';
import { OTP_INVALID, TOO_MANY_ATTEMPTS } from '../../src/core/api/contract';
import type { AccountControlMessage } from '../../src/core/i18n/messages/accountControlMessages';
import { errorResponseRef as error } from '../../src/core/api/errorResponseSchema';
import { passwordPolicyMessage } from '../../src/core/auth/passwordPolicy';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { consumeOtpCode, matchingOtpStep } from '../auth/consumeOtpCode';
import { createAuthenticate } from '../auth/createAuthenticate';
import { contractRoutes } from '../http/contractRoutes';
import { createRateLimiter, type RateLimit } from '../http/createRateLimiter';
import { sendError } from '../http/sendError';
import { textInLocale } from '../i18n/textInLocale';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { loadProjectInfo } from '../settings/loadProjectInfo';

const security = [{ bearerAuth: [] }];
/** Checks of a password or a code an account may get: counted before checking, so a burst gets no more. */
const CHECKS: RateLimit = { limit: 5, windowSeconds: 900 };
/** A secret being set up must be confirmed within this time, or set up again. */
const PENDING_SECONDS = 900;
const TOO_MANY_MESSAGE = 'Кўп марта нотўғри уриниш. Бироздан сўнг қайта уриниб кўринг';
const OTP_KEPT: AccountControlMessage = 'Администратор бир марталик кодни мажбурий қилган';

/**
 * The account calls of the profile page (docs/behaviour.md §3, §11): password change, and the one-time code's setup
 * (enable, verify) and removal. Every one acts on the signed-in user only.
 */
export function registerAccountRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db, hasher, secretBox } = context;
  // The account's own calls stay open while a temporary password waits to be replaced.
  const authenticate = createAuthenticate(context, { passwordChangePending: true });
  const limiter = createRateLimiter(db);
  const withinChecks = (request: FastifyRequest, kind: 'password' | 'otp') =>
    limiter.hit([{ key: `account:${kind}:${request.auth!.user.id}`, limit: CHECKS }]);
  const tooMany = (reply: FastifyReply) => sendError(reply, 429, TOO_MANY_MESSAGE, TOO_MANY_ATTEMPTS);

  app.post(
    '/auth/change_user_password',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: "Change the signed-in user's password; every other session of the user ends",
        security,
        body: changePasswordRequestSchema,
        response: { 200: dataEnvelope({ type: 'boolean' }), 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.auth!;
      const { oldPassword, newPassword } = request.body;
      if (!(await withinChecks(request, 'password'))) return tooMany(reply);
      if (!(await hasher.verify(oldPassword, user.password_hash))) {
        await writeAuditLog(db, request, { userId: user.id, username: user.username, actionType: 'passwordChangeFailed' });
        return sendError(reply, 400, 'Жорий парол нотўғри', WRONG_PASSWORD);
      }
      const weak = passwordPolicyMessage({ username: user.username, oldPassword, newPassword });
      if (weak) return sendError(reply, 400, weak, WEAK_PASSWORD);
      const hash = await hasher.hash(newPassword);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, must_change_password: false, updated_at: sql`now()`, version: sql`version + 1` })
          .where('id', '=', user.id)
          .execute();
        // Whoever knew the old password is signed out everywhere; this browser stays in.
        await context.sessions.revokeOthers(user.id, sessionId, trx);
      });
      await writeAuditLog(db, request, {
        userId: user.id,
        username: user.username,
        actionType: 'passwordChanged',
        details: { keptSession: sessionId },
      });
      return { data: true };
    },
  );

  app.get(
    '/auth/enable-otp',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: 'Start setting up a one-time code: a new secret as a QR code (base64 PNG), active once verified',
        security,
        response: {
          200: enableOtpResponseSchema,
          401: error,
        },
      },
    },
    async (request) => {
      const { user } = request.auth!;
      const secret = new Secret({ size: 20 });
      const { shortName } = await loadProjectInfo(db, context.version);
      const uri = new TOTP({
        issuer: shortName || 'Platon',
        label: user.username,
        secret,
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      }).toString();
      // The active secret (if any) stays until a code of the new one is verified: re-activation cannot lock anyone out.
      await db
        .updateTable('users')
        .set({ otp_pending_secret: secretBox.seal(secret.base32), otp_pending_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      const png = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
      return { data: png.slice(png.indexOf(',') + 1), secret: secret.base32 };
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: 'Confirm the secret being set up with a code from it; verified, it becomes the active one',
        description:
          'While a one-time code is on, the body must also carry the password and `currentOtp`, a code of the secret in force: a session alone cannot replace the authenticator.',
        security,
        querystring: otpQuerySchema,
        body: verifyOtpRequestSchema,
        response: {
          200: dataEnvelope(otpVerifiedSchema),
          400: error,
          401: error,
          429: error,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.auth!;
      const replacing = Boolean(user.otp_secret);
      if (!(await withinChecks(request, 'otp'))) return tooMany(reply);
      // Replacing asks for the password too, so it spends from the password's budget as a password change does.
      if (replacing && !(await withinChecks(request, 'password'))) return tooMany(reply);
      const pending = await db
        .selectFrom('users')
        .select(['otp_pending_secret', sql<boolean>`otp_pending_at > now() - make_interval(secs => ${PENDING_SECONDS})`.as('fresh')])
        .where('id', '=', user.id)
        .executeTakeFirst();
      const secret = pending?.fresh && pending.otp_pending_secret ? secretBox.open(pending.otp_pending_secret) : null;
      const step = secret === null ? null : matchingOtpStep(secret, request.query.otp);
      if (step === null) return { data: { verified: false } };
      if (replacing) {
        // Whoever holds only the session (a stolen token) knows neither the password nor the authenticator in force.
        const { password = '', currentOtp = '' } = request.body ?? {};
        const refused = !(await hasher.verify(password, user.password_hash))
          ? { reason: 'password', message: 'Жорий парол нотўғри', code: WRONG_PASSWORD }
          : !(await consumeOtpCode(db, secretBox, { id: user.id, otpSecret: user.otp_secret! }, currentOtp))
            ? { reason: 'otp', message: 'Бир марталик код нотўғри', code: OTP_INVALID }
            : null;
        if (refused) {
          await writeAuditLog(db, request, {
            userId: user.id,
            username: user.username,
            actionType: 'otpReplaceFailed',
            details: { reason: refused.reason },
          });
          return sendError(reply, 400, refused.message, refused.code);
        }
      }
      // Conditional on the same pending and active secrets: two verifications racing activate it once, and a
      // secret that changed since the checks above is not replaced on their strength.
      const activated = await db
        .updateTable('users')
        .set({
          otp_secret: pending!.otp_pending_secret,
          otp_last_step: step,
          otp_pending_secret: null,
          otp_pending_at: null,
          version: sql`version + 1`,
        })
        .where('id', '=', user.id)
        .where('otp_pending_secret', '=', pending!.otp_pending_secret)
        .where((eb) => (user.otp_secret ? eb('otp_secret', '=', user.otp_secret) : eb('otp_secret', 'is', null)))
        .returning('id')
        .executeTakeFirst();
      if (activated) {
        await writeAuditLog(db, request, {
          userId: user.id,
          username: user.username,
          actionType: 'otpEnabled',
          details: { replaced: replacing },
        });
      }
      return { data: { verified: Boolean(activated) } };
    },
  );

  app.post(
    '/auth/disable-otp',
    {
      preHandler: authenticate,
      schema: {
        tags: ['account'],
        summary: 'Turn the one-time code off, confirmed by a current code',
        security,
        querystring: otpQuerySchema,
        response: {
          200: dataEnvelope(otpDisabledSchema),
          400: error,
          401: error,
          429: error,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.auth!;
      if (!user.otp_secret) return sendError(reply, 400, 'Бир марталик код ёқилмаган', OTP_NOT_ENABLED);
      // An administrator's requirement (users.otp_required) is theirs to lift: the code may be replaced, not removed.
      if (user.otp_required) return sendError(reply, 400, await textInLocale(db, request, OTP_KEPT), OTP_REQUIRED_BY_ADMIN);
      if (!(await withinChecks(request, 'otp'))) return tooMany(reply);
      if (!(await consumeOtpCode(db, secretBox, { id: user.id, otpSecret: user.otp_secret }, request.query.otp))) {
        return sendError(reply, 400, 'Бир марталик код нотўғри', OTP_INVALID);
      }
      // Only the secret whose code was just checked is turned off (a pending one never counts); replaced
      // meanwhile, the code proved nothing about the new one.
      const disabled = await db
        .updateTable('users')
        .set({ otp_secret: null, otp_last_step: null, otp_pending_secret: null, otp_pending_at: null, version: sql`version + 1` })
        .where('id', '=', user.id)
        .where('otp_secret', '=', user.otp_secret)
        .returning('id')
        .executeTakeFirst();
      if (!disabled) return sendError(reply, 400, 'Бир марталик код нотўғри', OTP_INVALID);
      await writeAuditLog(db, request, { userId: user.id, username: user.username, actionType: 'otpDisabled' });
      return { data: { statusCode: 200 } };
    },
  );
}
