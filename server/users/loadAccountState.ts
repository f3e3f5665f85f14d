import type { Kysely } from 'kysely';
import type { AccountState, OpenSession } from '../../src/core/api/accountControlContract';
import type { OpenSession as StoredSession, SessionStore } from '../auth/createSessionStore';
import type { LoginThrottle } from '../auth/createLoginThrottle';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** A stored session as the lists show it; `current` marks the one the request comes from. */
export function sessionView(session: StoredSession, currentId: string | null): OpenSession {
  return {
    id: session.id,
    createdAt: new Date(session.createdAt).toISOString(),
    lastUsedAt: new Date(session.lastUsedAt).toISOString(),
    ip: session.ip,
    userAgent: session.userAgent,
    current: session.id === currentId,
  };
}

/**
 * What the account screen shows of one user (src/core/api/accountControlContract.ts): whether sign-in
 * attempts must wait now, the one-time code's state, the sign-in methods and the open sessions. Null for a
 * user that does not exist.
 *
 * @example
 * const state = await loadAccountState({ db, sessions, throttle }, 7, request.auth.sessionId);
 */
export async function loadAccountState(
  context: { db: Kysely<DatabaseSchema>; sessions: Pick<SessionStore, 'openSessions'>; throttle: Pick<LoginThrottle, 'lockedUntil'> },
  userId: number,
  currentSessionId: string | null,
): Promise<AccountState | null> {
  const row = await context.db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'is_active', 'otp_secret', 'otp_required', 'sign_in_methods'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const locked = await context.throttle.lockedUntil(row.username);
  const sessions = await context.sessions.openSessions(row.id);
  return {
    userId: row.id,
    username: row.username,
    fullName: row.full_name,
    isActive: row.is_active,
    lockedUntil: locked ? locked.toISOString() : null,
    hasOtpSecret: row.otp_secret !== null,
    otpRequired: row.otp_required,
    signInMethods: Array.isArray(row.sign_in_methods) ? row.sign_in_methods.map(String) : [],
    sessions: sessions.map((session) => sessionView(session, currentSessionId)),
  };
}
