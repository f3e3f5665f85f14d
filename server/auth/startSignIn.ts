import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginAnswer } from '../../src/core/api/contract';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import type { UserRow } from './createSessionStore';
import { setRefreshCookie } from './refreshCookie';
import { loadUserView } from './loadUserView';

/** How the user proved who they are; kept in the `loggedIn` audit entry. */
export type SignInMethod = 'password' | 'eimzo' | `oauth2:${string}`;

/**
 * The last step every sign-in method shares once the user is known: a new session bound to the browser's
 * device id, its access token, a new device token for later password sign-ins (replacing the one the browser
 * showed, if any), and the `loggedIn` audit entry. In the cookie session mode the refresh token goes into the
 * HttpOnly cookie instead of the body.
 *
 * Every session is bound to a device: a client that sent no `device-id` header (a script, say) gets one the
 * server chose, in the answer's `device_id`, and must send it with its refreshes. Unbound, a refresh token
 * that leaked would work from anywhere.
 */
export async function startSignIn(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  row: UserRow,
  method: SignInMethod,
  shownDeviceToken: string | null = null,
): Promise<LoginAnswer> {
  const { db, sessions, tokens, devices } = context;
  const deviceId = deviceIdOf(request) ?? randomUUID();
  const userAgent = request.headers['user-agent'];
  const session = await sessions.start(row.id, deviceId, { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null });
  await db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', row.id).execute();
  // The lifetimes of the project settings as they stand now (createSignInMethods), else the server's.
  const { accessTtlSeconds, refreshTtlSeconds } = await context.signIn.now();
  const token = await tokens.sign({ userId: row.id, sessionId: session.sessionId }, accessTtlSeconds);
  await writeAuditLog(db, request, {
    userId: row.id,
    username: row.username,
    actionType: 'loggedIn',
    details: { sessionId: session.sessionId, method },
  });
  if (context.sessionCookie)
    setRefreshCookie(reply, request, session.refreshToken, { ...context.sessionCookie, maxAgeSeconds: refreshTtlSeconds });
  return {
    token,
    ...(!context.sessionCookie && { refresh_token: session.refreshToken }),
    device_id: deviceId,
    device_token: await devices.issue(row.id, shownDeviceToken),
    user: await loadUserView(db, row),
  };
}

/** The `device-id` header the client sends on every sign-in and refresh (empty means none). */
export function deviceIdOf(request: FastifyRequest): string | null {
  const header = request.headers['device-id'];
  return (Array.isArray(header) ? header[0] : header) || null;
}
