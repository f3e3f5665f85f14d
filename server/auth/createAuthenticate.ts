import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * A pre-handler that admits only requests with a valid access token whose session is still live: the JWT
 * proves who, the session row proves not logged out (one indexed lookup per call).
 */
export function createAuthenticate(context: Pick<AppContext, 'tokens' | 'sessions'>) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await context.tokens.verify(token) : null;
    const user = claims ? await context.sessions.activeUser(claims.sessionId, claims.userId) : null;
    if (!claims || !user) {
      await sendError(reply, 401, 'Unauthorized');
      return;
    }
    request.auth = { user, sessionId: claims.sessionId };
  };
}
