import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginResultSchema, TOO_MANY_ATTEMPTS } from '../../src/core/api/contract';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import {
  oauthAuthorizeQuerySchema,
  oauthAuthorizeResultSchema,
  oauthMethodQuerySchema,
  oauthSignInRequestSchema,
  oauthValidateRequestSchema,
  oauthValidateResultSchema,
  type OAuthProvider,
  type OAuthValidateResult,
} from '../../src/core/api/signInContract';
import { passwordPolicyMessage } from '../../src/core/auth/passwordPolicy';
import type { AccountControlMessage } from '../../src/core/i18n/messages/accountControlMessages';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { startSignIn } from '../auth/startSignIn';
import { contractRoutes } from '../http/contractRoutes';
import { createRateLimiter, type RateLimit } from '../http/createRateLimiter';
import { sendError } from '../http/sendError';
import { createOAuthGrantStore } from '../oauth/createOAuthGrantStore';
import { createOAuthStateStore } from '../oauth/createOAuthStateStore';
import { OAuthFailure, type OAuthAdapter } from '../oauth/OAuthAdapter';
import type { OAuthConfig } from '../oauth/OAuthConfig';
import { resolveIdentityUser } from '../oauth/resolveIdentityUser';
import { signInIdentity } from '../oauth/signInIdentity';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { signInAllowed } from '../users/signInAllowed';

const TOO_MANY_MESSAGE = 'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг';
const NOT_CONFIGURED = 'Бу кириш усули созланмаган';
const REDIRECT_REFUSED = 'Қайтиш манзили рухсат этилмаган';
const EXPIRED = 'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг';
const PROVIDER_REFUSED = 'Провайдер орқали киришни тасдиқлаб бўлмади';
const PROVIDER_DOWN = 'Провайдер жавоб бермади. Бироздан сўнг қайта уриниб кўринг';
const NO_ACCOUNT = 'Бу ҳисоб билан боғланган фойдаланувчи топилмади';
const PASSWORD_REQUIRED = 'Паролни киритинг';
const METHOD_REFUSED: AccountControlMessage = 'Бу ҳисобга ташқи провайдер орқали кириш рухсат этилмаган';
const PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 60 };

const errors = errorResponses(400, 401, 403, 404, 429, 503);

/**
 * Social and single sign-on (docs/behaviour.md §10, §11): the server is the OAuth client. `oauth2-authorize` sends the user
 * to the provider with state, nonce and PKCE kept here; `oauth2-validate` spends the state, exchanges the code
 * with the client secret and verifies the identity, answering a single-use grant of ours; `oauth2` spends the
 * grant, links or creates the account, sets the chosen password, and signs in.
 */
export function registerOAuthRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const states = createOAuthStateStore(db);
  const grants = createOAuthGrantStore(db);
  const limiter = createRateLimiter(db);

  async function admit(
    request: FastifyRequest & { query: { method: OAuthProvider } },
    reply: FastifyReply,
    call: string,
  ): Promise<{ adapter: OAuthAdapter; config: OAuthConfig } | null> {
    // As the project settings stand now: a provider switched off there is refused like one never configured.
    const { oauth } = await context.signIn.now();
    const adapter = oauth.adapters.get(request.query.method);
    if (!adapter) {
      await sendError(reply, 404, NOT_CONFIGURED);
      return null;
    }
    if (!(await limiter.hit([{ key: `oauth:${call}:${request.ip}`, limit: PER_ADDRESS }]))) {
      reply.header('retry-after', String(PER_ADDRESS.windowSeconds));
      await sendError(reply, 429, TOO_MANY_MESSAGE, TOO_MANY_ATTEMPTS);
      return null;
    }
    return { adapter, config: oauth.config };
  }

  async function failed(request: FastifyRequest, provider: OAuthProvider, reason: string, userId: number | null = null) {
    await writeAuditLog(db, request, {
      userId,
      username: null,
      actionType: 'loginFailed',
      details: { method: `oauth2:${provider}`, reason },
    });
  }

  app.get(
    '/auth/oauth2-authorize',
    {
      schema: {
        tags: ['auth'],
        summary: 'The provider’s authorization address, with state, nonce and PKCE kept by the server',
        querystring: oauthAuthorizeQuerySchema,
        response: {
          200: dataEnvelope(oauthAuthorizeResultSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const admitted = await admit(request, reply, 'authorize');
      if (!admitted) return reply;
      const { adapter, config } = admitted;
      if (!config.redirectUris.includes(request.query.redirect_uri)) return sendError(reply, 400, REDIRECT_REFUSED);
      const authorization = await states.issue(adapter.provider, request.query.redirect_uri);
      try {
        return { data: { url: await adapter.authorizationUrl(authorization), state: authorization.state } };
      } catch (caught) {
        if (!(caught instanceof OAuthFailure)) throw caught;
        request.log.warn({ err: caught }, 'OAuth provider unavailable');
        return sendError(reply, 503, PROVIDER_DOWN);
      }
    },
  );

  app.post(
    '/auth/oauth2-validate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the provider’s code; answers a single-use grant and what the sign-in still needs',
        querystring: oauthMethodQuerySchema,
        body: oauthValidateRequestSchema,
        response: {
          200: dataEnvelope(oauthValidateResultSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const admitted = await admit(request, reply, 'validate');
      if (!admitted) return reply;
      const { adapter, config } = admitted;
      const { code, state, redirect_uri: redirectUri, client_id: clientId, iss } = request.body;
      if (adapter.provider === 'keycloak' && clientId !== undefined && clientId !== config.keycloak?.clientId)
        return sendError(reply, 400, PROVIDER_REFUSED);
      const authorization = await states.consume(adapter.provider, state);
      if (!authorization || authorization.redirectUri !== redirectUri) {
        await failed(request, adapter.provider, 'state');
        return sendError(reply, 400, EXPIRED);
      }
      let identity;
      try {
        identity = await adapter.identify({ ...authorization, code, iss });
      } catch (caught) {
        if (!(caught instanceof OAuthFailure)) throw caught;
        request.log.warn({ err: caught }, 'OAuth sign-in refused');
        await failed(request, adapter.provider, 'provider');
        return sendError(reply, 401, PROVIDER_REFUSED);
      }
      const found = await resolveIdentityUser(db, adapter.provider, identity, config.signup);
      if (found.kind === 'none' && config.signup !== 'create') {
        await failed(request, adapter.provider, 'no account');
        return sendError(reply, 403, NO_ACCOUNT);
      }
      // An account an administrator closed to providers (users.sign_in_methods) is told so before anything
      // is linked or asked of the person.
      if (found.kind !== 'none' && !signInAllowed(found.user, 'oauth2')) {
        await failed(request, adapter.provider, 'method');
        return sendError(reply, 403, METHOD_REFUSED);
      }
      const result: OAuthValidateResult = {
        access_token: await grants.issue(adapter.provider, identity),
        has_profile: found.kind !== 'none',
        has_password: found.kind !== 'none' && found.user.password_hash !== '',
        password_policy: config.passwordPolicy,
      };
      return { data: result };
    },
  );

  app.post(
    '/auth/oauth2',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the grant of oauth2-validate, setting the chosen password when the account has none',
        querystring: oauthMethodQuerySchema,
        headers: { type: 'object', properties: { 'device-id': { type: 'string', maxLength: 200 } } },
        body: oauthSignInRequestSchema,
        response: {
          200: dataEnvelope(loginResultSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const admitted = await admit(request, reply, 'signin');
      if (!admitted) return reply;
      const { adapter, config } = admitted;
      const { accessToken, password } = request.body;
      const provider = adapter.provider;
      // Look before spending: a password the policy refuses must not cost the person another provider round.
      const peeked = await grants.peek(provider, accessToken);
      if (!peeked) return sendError(reply, 401, EXPIRED);
      const before = await resolveIdentityUser(db, provider, peeked, config.signup);
      if (before.kind === 'none' && config.signup !== 'create') return sendError(reply, 403, NO_ACCOUNT);
      if (before.kind !== 'none' && !signInAllowed(before.user, 'oauth2')) {
        await failed(request, provider, 'method');
        return sendError(reply, 403, METHOD_REFUSED);
      }
      const needsPassword = before.kind === 'none' || before.user.password_hash === '';
      if (needsPassword && config.passwordPolicy === 'required' && !password) return sendError(reply, 400, PASSWORD_REQUIRED);
      const username = before.kind === 'none' ? '' : before.user.username;
      const weak = needsPassword && password ? passwordPolicyMessage({ username, oldPassword: '', newPassword: password }) : null;
      if (weak) return sendError(reply, 400, weak);

      const identity = await grants.consume(provider, accessToken);
      if (!identity) return sendError(reply, 401, EXPIRED);
      const found = await resolveIdentityUser(db, provider, identity, config.signup);
      // Checked again on the account as it is now: the methods may have changed since the look above.
      if (found.kind !== 'none' && !signInAllowed(found.user, 'oauth2')) {
        await failed(request, provider, 'method');
        return sendError(reply, 403, METHOD_REFUSED);
      }
      let user = await signInIdentity(db, provider, identity, found);
      if (needsPassword && password && config.passwordPolicy !== 'none') {
        const passwordHash = await context.hasher.hash(password);
        user = await db
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      return { data: await startSignIn(context, request, reply, user, `oauth2:${provider}`) };
    },
  );
}
