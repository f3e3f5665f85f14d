import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginAnswer } from '../../src/core/api/contract';
import { normalizeUsername } from '../../src/core/auth/normalizeUsername';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import type { UserRow } from './createSessionStore';
import { setRefreshCookie } from './refreshCookie';
import { loadUserView } from './loadUserView';

/** How the user proved who they are; kept in the `loggedIn` audit entry. */
export type SignInMethod = 'password' | 'eimzo' | `oauth2:${string}`;

/**
 * The last step every sign-in method shares once the user is known: a new session bound to the browser's
 * device id, its access token, the device token for later password sign-ins, and the `loggedIn` audit entry.
 * In the cookie session mode the refresh token goes into the HttpOnly cookie instead of the body.
 */
export async function startSignIn(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  row: UserRow,
  method: SignInMethod,
): Promise<LoginAnswer> {
  const { db, sessions, tokens } = context;
  const session = await sessions.start(row.id, deviceIdOf(request));
  const token = await tokens.sign({ userId: row.id, sessionId: session.sessionId });
  await writeAuditLog(db, request, {
    userId: row.id,
    username: row.username,
    actionType: 'loggedIn',
    details: { sessionId: session.sessionId, method },
  });
  if (context.sessionCookie) setRefreshCookie(reply, request, session.refreshToken, context.sessionCookie);
  return {
    token,
    ...(!context.sessionCookie && { refresh_token: session.refreshToken }),
    device_token: await tokens.signDevice(normalizeUsername(row.username)),
    user: await loadUserView(db, row),
  };
}

/** The `device-id` header the client sends on every sign-in and refresh (empty means none). */
export function deviceIdOf(request: FastifyRequest): string | null {
  const header = request.headers['device-id'];
  return (Array.isArray(header) ? header[0] : header) || null;
}
