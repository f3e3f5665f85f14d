import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../AppContext';
import { bearerToken } from '../http/bearerToken';
import { sendError } from '../http/sendError';

/**
 * Like createAuthenticate, but the access token may also come as `?_bearer_token=` (as on the export route,
 * SPEC §7): a download link or an <img src> cannot carry an Authorization header.
 *
 * @example
 * app.get('/uploads/auth/files/:id', { preHandler: authenticateWithQueryToken(context) }, handler);
 */
export function authenticateWithQueryToken(context: Pick<AppContext, 'tokens' | 'sessions'>) {
  return async function authenticate(request: FastifyRequest<{ Querystring: { _bearer_token?: string } }>, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers.authorization) ?? request.query?._bearer_token ?? null;
    const claims = token ? await context.tokens.verify(token) : null;
    const user = claims ? await context.sessions.activeUser(claims.sessionId, claims.userId) : null;
    if (!claims || !user) {
      await sendError(reply, 401, 'Unauthorized');
      return;
    }
    request.auth = { user, sessionId: claims.sessionId };
  };
}
