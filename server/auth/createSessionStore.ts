import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, UsersTable } from '../db/DatabaseSchema';

export type UserRow = Selectable<UsersTable>;

export type RotateResult =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'device' };

export interface SessionStore {
  /** Opens a session (a refresh-token family) and returns its first refresh token. */
  start(userId: number, deviceId: string | null): Promise<{ sessionId: string; refreshToken: string }>;
  /**
   * Spends a refresh token and hands out its successor. A token presented a second time means it leaked
   * (or the client raced itself): the whole family is revoked, so the thief's copy dies too.
   */
  rotate(refreshToken: string, deviceId: string | null): Promise<RotateResult>;
  revoke(sessionId: string): Promise<void>;
  /** The active user behind a live session, in one indexed query; null once logged out or expired. */
  activeUser(sessionId: string, userId: number): Promise<UserRow | null>;
}

/** Refresh tokens are 32 random bytes; only their SHA-256 is stored, so a database leak yields no usable token. */
export function createSessionStore(db: Kysely<DatabaseSchema>, refreshTtlSeconds: number): SessionStore {
  const expiry = () => sql<Date>`now() + make_interval(secs => ${refreshTtlSeconds})`;

  async function issue(sessionId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insertInto('refresh_tokens').values({ token_hash: digest(token), session_id: sessionId, expires_at: expiry() }).execute();
    // Sliding expiry: an active session lives as long as it keeps refreshing within the refresh TTL.
    await db.updateTable('auth_sessions').set({ expires_at: expiry() }).where('id', '=', sessionId).execute();
    return token;
  }

  async function revoke(sessionId: string): Promise<void> {
    await db.updateTable('auth_sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  return {
    async start(userId, deviceId) {
      const sessionId = randomUUID();
      await db.insertInto('auth_sessions').values({ id: sessionId, user_id: userId, device_id: deviceId, expires_at: expiry() }).execute();
      return { sessionId, refreshToken: await issue(sessionId) };
    },

    async rotate(refreshToken, deviceId) {
      const hash = digest(refreshToken);
      const spent = await db
        .updateTable('refresh_tokens')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('session_id')
        .executeTakeFirst();
      if (!spent) {
        const known = await db.selectFrom('refresh_tokens').select(['session_id', 'used_at']).where('token_hash', '=', hash).executeTakeFirst();
        if (known?.used_at) {
          await revoke(known.session_id);
          return { ok: false, reason: 'reused' };
        }
        return { ok: false, reason: 'unknown' };
      }
      const session = await db
        .selectFrom('auth_sessions')
        .innerJoin('users', 'users.id', 'auth_sessions.user_id')
        .select(['auth_sessions.id', 'auth_sessions.user_id', 'auth_sessions.device_id'])
        .where('auth_sessions.id', '=', spent.session_id)
        .where('auth_sessions.revoked_at', 'is', null)
        .where('auth_sessions.expires_at', '>', sql<Date>`now()`)
        .where('users.is_active', '=', true)
        .executeTakeFirst();
      if (!session) return { ok: false, reason: 'revoked' };
      // A token bound to one device showing up from another is treated as stolen.
      if (session.device_id && deviceId && session.device_id !== deviceId) {
        await revoke(session.id);
        return { ok: false, reason: 'device' };
      }
      return { ok: true, userId: session.user_id, sessionId: session.id, refreshToken: await issue(session.id) };
    },

    revoke,

    async activeUser(sessionId, userId) {
      const row = await db
        .selectFrom('auth_sessions')
        .innerJoin('users', 'users.id', 'auth_sessions.user_id')
        .selectAll('users')
        .where('auth_sessions.id', '=', sessionId)
        .where('auth_sessions.user_id', '=', userId)
        .where('auth_sessions.revoked_at', 'is', null)
        .where('auth_sessions.expires_at', '>', sql<Date>`now()`)
        .where('users.is_active', '=', true)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
