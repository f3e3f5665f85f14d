import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginResultSchema, OTP_INVALID, OTP_REQUIRED, otpRequiredResponseSchema, TOO_MANY_ATTEMPTS } from '../../src/core/api/contract';
import { errorResponseRef, errorResponses } from '../../src/core/api/errorResponseSchema';
import {
  EIMZO_CHALLENGE_INVALID,
  EIMZO_DISABLED,
  EIMZO_MAX_PACKAGE_TEXT,
  EIMZO_UNAVAILABLE,
  eimzoChallengeSchema,
  eimzoPackageSchema,
  timestampRequestSchema,
  timestampResultSchema,
} from '../../src/core/api/signInContract';
import type { AccountControlMessage } from '../../src/core/i18n/messages/accountControlMessages';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { consumeOtpCode } from '../auth/consumeOtpCode';
import { startSignIn } from '../auth/startSignIn';
import { checkSignerAllowed } from '../eimzo/checkSignerAllowed';
import { createChallengeStore } from '../eimzo/createChallengeStore';
import { EimzoRefusal } from '../eimzo/EimzoRefusal';
import { findSignerUser } from '../eimzo/findSignerUser';
import { readSignedPackage } from '../eimzo/readSignedPackage';
import { SignatureServiceUnavailable } from '../eimzo/SignatureServiceUnavailable';
import type { SignatureClient, SignatureVerifier } from '../eimzo/SignatureVerifier';
import { TimestampUnavailable } from '../eimzo/Timestamper';
import { contractRoutes } from '../http/contractRoutes';
import { createRateLimiter, type RateLimit } from '../http/createRateLimiter';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { signInAllowed } from '../users/signInAllowed';

const TOO_MANY_MESSAGE = 'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг';
const OTP_INVALID_MESSAGE = 'Бир марталик код нотўғри';
const TIMESTAMP_FAILED = 'Timestamp олишда хатолик';
const EIMZO_METHOD_REFUSED: AccountControlMessage = 'Бу ҳисобга ЭРИ орқали кириш рухсат этилмаган';
/** Challenges are random base64url of 32 bytes; anything much longer is not one and needs no lookup. */
const MAX_CHALLENGE_LENGTH = 64;
/** Per client address, each call on its own: generous for people, tight for a script. */
const PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 60 };

const refusals = errorResponses(400, 401, 403, 404, 429, 503);
const loginAnswer = { anyOf: [dataEnvelope(loginResultSchema), otpRequiredResponseSchema] } as const;

/**
 * Digital-signature (E-IMZO) sign-in (docs/behaviour.md §10, §11, §9): a challenge, a time stamp for the signature over it,
 * and the sign-in with the signed package, optionally with a one-time code. A package signs in once: its
 * challenge is consumed atomically on success, and a wrong one-time code burns it too, so every guess needs
 * a fresh signature by the key's holder. The checks themselves are the verifier's: the server's own, or the
 * E-IMZO server's; when that cannot be reached the answer is 503 with EIMZO_UNAVAILABLE, never a 500.
 */
export function registerEimzoRoutes(server: FastifyInstance, context: AppContext, limit: RateLimit = PER_ADDRESS): void {
  const app = contractRoutes(server);
  const { db } = context;
  const challenges = createChallengeStore(db);
  const limiter = createRateLimiter(db);

  /** The verifier, once the caller is within budget and the feature is on; otherwise the reply is sent. */
  async function admit(request: FastifyRequest, reply: FastifyReply, call: string): Promise<SignatureVerifier | null> {
    // Switched off in the project settings: refused like a server without it, on every instance at once.
    if (!context.eimzo || !(await context.signIn.now()).eimzo) {
      await sendError(reply, 404, EIMZO_DISABLED);
      return null;
    }
    if (!(await limiter.hit([{ key: `eimzo:${call}:${request.ip}`, limit }]))) {
      reply.header('retry-after', String(limit.windowSeconds));
      await sendError(reply, 429, TOO_MANY_MESSAGE, TOO_MANY_ATTEMPTS);
      return null;
    }
    return context.eimzo;
  }

  app.get(
    '/auth/e-imzo',
    {
      schema: {
        tags: ['auth'],
        summary: 'A challenge to sign for the digital-signature sign-in (single use, short-lived)',
        response: { 200: dataEnvelope(eimzoChallengeSchema), 404: errorResponseRef, 429: errorResponseRef, 503: errorResponseRef },
      },
    },
    async (request, reply) => {
      const verifier = await admit(request, reply, 'challenge');
      if (!verifier) return reply;
      try {
        return { data: await challenges.issue(await verifier.challenge()) };
      } catch (caught) {
        return unavailable(request, reply, caught);
      }
    },
  );

  app.post(
    '/eimzo/timestamp',
    {
      bodyLimit: EIMZO_MAX_PACKAGE_TEXT + 1024,
      schema: {
        tags: ['auth'],
        summary: 'Attach an RFC 3161 time-stamp token to a signed sign-in challenge',
        description: 'Only packages over a live challenge of this server are stamped: the TSA is not a public service.',
        body: timestampRequestSchema,
        response: { 200: dataEnvelope(timestampResultSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const verifier = await admit(request, reply, 'timestamp');
      if (!verifier) return reply;
      try {
        const { content } = readSignedPackage(request.body.pkcs7);
        if (!(await isLive(content))) throw new EimzoRefusal(401, EIMZO_CHALLENGE_INVALID, 'challenge');
        return { data: { pkcs7b64: await verifier.timestamp(request.body.pkcs7, clientOf(request)) } };
      } catch (caught) {
        if (caught instanceof EimzoRefusal) return sendError(reply, caught.statusCode, caught.message);
        if (caught instanceof TimestampUnavailable) {
          request.log.warn({ err: caught }, 'time-stamping failed');
          return sendError(reply, 503, TIMESTAMP_FAILED);
        }
        throw caught;
      }
    },
  );

  const signInSchema = { tags: ['auth'], body: eimzoPackageSchema, response: { 200: loginAnswer, ...refusals } } as const;

  app.post(
    '/auth/e-imzo',
    {
      bodyLimit: EIMZO_MAX_PACKAGE_TEXT,
      schema: { ...signInSchema, summary: 'Sign in with a time-stamped signature over a challenge (text/plain body)' },
    },
    async (request, reply) => signIn(request, reply, null),
  );

  app.post(
    '/auth/eimzo',
    {
      bodyLimit: EIMZO_MAX_PACKAGE_TEXT,
      schema: {
        ...signInSchema,
        summary: 'The same signed package again, with the account’s one-time code',
        querystring: { type: 'object', properties: { otp: { type: 'string', minLength: 1, maxLength: 16 } }, required: ['otp'] },
      },
    },
    async (request, reply) => signIn(request, reply, request.query.otp),
  );

  async function isLive(content: string): Promise<boolean> {
    return content.length <= MAX_CHALLENGE_LENGTH && (await challenges.isLive(content));
  }

  async function signIn(request: FastifyRequest & { body: string }, reply: FastifyReply, otp: string | null) {
    const verifier = await admit(request, reply, 'signin');
    if (!verifier) return reply;
    let user: Awaited<ReturnType<typeof findSignerUser>> | null = null;
    try {
      const signed = readSignedPackage(request.body);
      // The cheap look first: a replayed or foreign package is told so without any cryptography.
      if (!(await isLive(signed.content))) throw new EimzoRefusal(401, EIMZO_CHALLENGE_INVALID, 'challenge');
      const subject = await verifier.verify(request.body, signed, clientOf(request));
      user = await findSignerUser(db, subject);
      await checkSignerAllowed(db, user, subject);
      // An account an administrator closed to signatures (users.sign_in_methods) is refused before its code.
      if (!signInAllowed(user, 'eimzo')) throw new EimzoRefusal(403, EIMZO_METHOD_REFUSED, 'method');

      if (user.otp_secret) {
        if (otp === null) return reply.send({ statusCode: 200, error: OTP_REQUIRED });
        if (!(await consumeOtpCode(db, context.secretBox, { id: user.id, otpSecret: user.otp_secret }, otp))) {
          await challenges.consume(signed.content);
          await audit(request, user, 'otp');
          return sendError(reply, 401, OTP_INVALID_MESSAGE, OTP_INVALID);
        }
      }
      if (!(await challenges.consume(signed.content))) throw new EimzoRefusal(401, EIMZO_CHALLENGE_INVALID, 'challenge');
      const row = await db
        .updateTable('users')
        .set({ registered_with_eimzo: true })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: await startSignIn(context, request, reply, row, 'eimzo') };
    } catch (caught) {
      if (!(caught instanceof EimzoRefusal)) return unavailable(request, reply, caught);
      await audit(request, user, caught.reason);
      return sendError(reply, caught.statusCode, caught.message);
    }
  }

  /** The E-IMZO server out of reach: the user is told so, the log says why; anything else is a real fault. */
  async function unavailable(request: FastifyRequest, reply: FastifyReply, caught: unknown) {
    if (!(caught instanceof SignatureServiceUnavailable)) throw caught;
    request.log.warn({ err: caught }, 'the E-IMZO server could not be asked');
    return sendError(reply, 503, EIMZO_UNAVAILABLE);
  }

  /** The user's address and the host name they reached (behind a trusted proxy, the ones it reports). */
  function clientOf(request: FastifyRequest): SignatureClient {
    return { ip: request.ip, host: request.hostname };
  }

  async function audit(request: FastifyRequest, user: { id: number; username: string } | null, reason: string) {
    await writeAuditLog(db, request, {
      userId: user?.id ?? null,
      username: user?.username ?? null,
      actionType: 'loginFailed',
      details: { method: 'eimzo', reason },
    });
  }
}
