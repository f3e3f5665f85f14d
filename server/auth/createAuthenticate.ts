import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../../src/core/api/accountContract';
import { OTP_SETUP_REQUIRED, OTP_SETUP_REQUIRED_MESSAGE } from '../../src/core/api/accountControlContract';
import type { AppContext } from '../AppContext';
import { bearerToken } from '../http/bearerToken';
import { sendError } from '../http/sendError';
import type { UserRow } from './createSessionStore';

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate pre-handler on routes that need a signed-in user. */
    auth: RequestAuth | null;
  }
}

export interface AuthenticateOptions {
  /**
   * Also accept the token as `?_bearer_token=` (docs/behaviour.md §11 export and file links): a download link or an <img src>
   * cannot carry an Authorization header.
   */
  queryToken?: boolean;
  /**
   * Accept a session check made up to a moment ago (SessionStore.recentUser) instead of reading the session
   * row: for frequent reads that need only who asks and with which permissions, such as table pages.
   */
  recentSession?: boolean;
  /**
   * Admit a user who must still replace a temporary password (users.must_change_password): only the calls of
   * their own account (who they are, the password change, language, sign-out) do; every other answers 403
   * PASSWORD_CHANGE_REQUIRED until the password is changed. The same calls admit a user who must first set up
   * a one-time code an administrator made required (users.otp_required without a code): every other answers
   * 403 OTP_SETUP_REQUIRED until it is set up.
   */
  passwordChangePending?: boolean;
}

/**
 * A pre-handler that admits only requests with a valid access token whose session is still live: the JWT
 * proves who, the session row proves not logged out (one indexed lookup per call).
 *
 * @example
 * app.get('/menus', { preHandler: createAuthenticate(context) }, handler);
 * app.get('/export/:name', { preHandler: createAuthenticate(context, { queryToken: true }) }, handler);
 */
export function createAuthenticate(context: Pick<AppContext, 'tokens' | 'sessions'>, options: AuthenticateOptions = {}) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const fromQuery = options.queryToken ? (request.query as { _bearer_token?: unknown } | undefined)?._bearer_token : undefined;
    const token = bearerToken(request.headers.authorization) ?? (typeof fromQuery === 'string' ? fromQuery : null);
    const claims = token ? await context.tokens.verify(token) : null;
    const { sessions } = context;
    const user = !claims
      ? null
      : options.recentSession
        ? await sessions.recentUser(claims.sessionId, claims.userId)
        : await sessions.activeUser(claims.sessionId, claims.userId);
    if (!claims || !user) {
      await sendError(reply, 401, 'Unauthorized');
      return;
    }
    if (user.must_change_password && !options.passwordChangePending) {
      await sendError(reply, 403, PASSWORD_CHANGE_REQUIRED_MESSAGE, PASSWORD_CHANGE_REQUIRED);
      return;
    }
    if (user.otp_required && !user.otp_secret && !options.passwordChangePending) {
      await sendError(reply, 403, OTP_SETUP_REQUIRED_MESSAGE, OTP_SETUP_REQUIRED);
      return;
    }
    request.auth = { user, sessionId: claims.sessionId };
  };
}
