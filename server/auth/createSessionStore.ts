import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, UsersTable } from '../db/DatabaseSchema';
import { effectivePermissionsSql } from '../users/effectivePermissionsSql';
import { createSessionCache } from './createSessionCache';

export type UserRow = Selectable<UsersTable>;

export type RotateResult =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'device' };

/** Where a session was opened from, shown in its owner's and the administrators' session lists. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** One open session as the session lists show it (server/users/registerAccountControlRoutes.ts). */
export interface OpenSession {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** A browser's user agent is kept to this many characters: it is for recognising a device, not for parsing. */
const USER_AGENT_CHARS = 300;

export interface SessionStore {
  /** Opens a session (a refresh-token family) bound to `deviceId`, and returns its first refresh token. */
  start(userId: number, deviceId: string, origin?: SessionOrigin): Promise<{ sessionId: string; refreshToken: string }>;
  /** The user's sessions that are neither ended nor expired, the most recently used first. */
  openSessions(userId: number): Promise<OpenSession[]>;
  /**
   * Ends one session of a user, here and on every other instance (announced as endUser's ending is); false
   * when the user has no such open session.
   */
  endSession(userId: number, sessionId: string): Promise<boolean>;
  /**
   * Spends a refresh token and hands out its successor. Presented again within the grace window it gets
   * the same successor (tabs racing each other); later, a second use means it leaked: the whole family is
   * revoked, so the thief's copy dies too.
   */
  rotate(refreshToken: string, deviceId: string | null): Promise<RotateResult>;
  revoke(sessionId: string): Promise<void>;
  /** Revokes every other session of a user (a changed password signs out everyone else); `executor` may be a transaction. */
  revokeOthers(userId: number, keep: string, executor?: Kysely<DatabaseSchema>): Promise<void>;
  /**
   * Ends every session of a user (deactivated, or given a temporary password), here and on every other
   * instance: the revocation is announced on SESSION_ENDS_CHANNEL, which each instance on PostgreSQL listens
   * to (listenSessionEnds), so none of them keeps accepting the user from its cache. With a transaction as
   * `executor` the announcement goes out when it commits, never for a rolled-back one.
   */
  endUser(userId: number, executor?: Kysely<DatabaseSchema>): Promise<void>;
  /**
   * Makes every instance forget what it remembers of a user's sessions (their roles or permissions changed),
   * announced as endUser's ending is; the sessions stay.
   */
  forgetEverywhere(userId: number | 'all', executor?: Kysely<DatabaseSchema>): Promise<void>;
  /** Forgets what this instance remembers of a user's sessions (another instance ended them). */
  forgetUser(userId: number): void;
  /** Forgets every remembered session (this instance may have missed an announcement). */
  forgetAll(): void;
  /** The active user behind a live session, in one indexed query; null once logged out or expired. */
  activeUser(sessionId: string, userId: number): Promise<UserRow | null>;
  /**
   * activeUser as read at most `activeUserTtlMs` ago (createSessionCache), for calls that only need who
   * is asking and with which permissions. Logout and revocation through this store take effect at once;
   * through another server instance, a deactivation or a changed permission, within that time.
   */
  recentUser(sessionId: string, userId: number): Promise<UserRow | null>;
}

export interface SessionStoreOptions {
  refreshTtlSeconds: number;
  /** Server secret from which each successor refresh token is derived (see rotate). */
  secret: Uint8Array;
  /** Seconds after its use in which a spent refresh token still gets the same successor; 0 turns it off. */
  reuseGraceSeconds?: number;
  /** Milliseconds a live session is remembered for recentUser; 0 reads the session row on every call. */
  activeUserTtlMs?: number;
}

export const DEFAULT_REFRESH_REUSE_GRACE_SECONDS = 30;
/**
 * Short: it bounds how long a token logged out through another server instance still passes here, and
 * how long a deactivated user or a changed permission takes to show; long enough that a busy session is
 * read once, not on every call (issue 16).
 */
export const DEFAULT_ACTIVE_USER_TTL_MS = 2000;
/** The PostgreSQL NOTIFY channel on which an instance announces a user whose sessions it ended (payload: the user id). */
export const SESSION_ENDS_CHANNEL = 'platon_session_ends';
const ACTIVE_USER_CACHE_ENTRIES = 10_000;

/**
 * Refresh tokens: the first of a session is 32 random bytes, each successor an HMAC of its parent under the
 * server secret, so the server can hand the same successor out again without storing any token. Only the
 * SHA-256 of a token is stored, so a database leak yields no usable token.
 */
export function createSessionStore(db: Kysely<DatabaseSchema>, options: SessionStoreOptions): SessionStore {
  const { refreshTtlSeconds, secret } = options;
  const graceSeconds = options.reuseGraceSeconds ?? DEFAULT_REFRESH_REUSE_GRACE_SECONDS;
  // The project settings' session lifetime (issue 41) when an administrator set one, read at every sign-in
  // and refresh so a change holds on every instance at once; else the server's own.
  const expiry = () =>
    sql<Date>`now() + coalesce(
      (SELECT make_interval(days => session_days) FROM project_profile WHERE id = 1),
      make_interval(secs => ${refreshTtlSeconds}))`;
  const live = createSessionCache<UserRow>(options.activeUserTtlMs ?? DEFAULT_ACTIVE_USER_TTL_MS, ACTIVE_USER_CACHE_ENTRIES);
  const successorOf = (parent: string) => createHmac('sha256', secret).update(`refresh:${parent}`).digest('base64url');

  async function issue(sessionId: string, parent: string | null): Promise<string> {
    const token = parent ? successorOf(parent) : randomBytes(32).toString('base64url');
    await db
      .insertInto('refresh_tokens')
      .values({ token_hash: digest(token), session_id: sessionId, expires_at: expiry() })
      .execute();
    // Sliding expiry: an active session lives as long as it keeps refreshing within the refresh TTL.
    await db
      .updateTable('auth_sessions')
      .set({ expires_at: expiry(), last_used_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .execute();
    return token;
  }

  async function revoke(sessionId: string): Promise<void> {
    live.forgetSession(sessionId);
    await db
      .updateTable('auth_sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    // Again: a call that read the session while it was being revoked may have remembered it.
    live.forgetSession(sessionId);
  }

  /** The live session behind a token, checked against the device that presents it. */
  async function liveSession(
    sessionId: string,
    deviceId: string | null,
  ): Promise<{ ok: true; userId: number; sessionId: string } | Extract<RotateResult, { ok: false }>> {
    const session = await db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select(['auth_sessions.id', 'auth_sessions.user_id', 'auth_sessions.device_id'])
      .where('auth_sessions.id', '=', sessionId)
      .where('auth_sessions.revoked_at', 'is', null)
      .where('auth_sessions.expires_at', '>', sql<Date>`now()`)
      .where('users.is_active', '=', true)
      .executeTakeFirst();
    if (!session) return { ok: false, reason: 'revoked' };
    // A session accepts its tokens from its own device only: one showing up from another device, or with
    // the header left out, is treated as stolen. A session opened before every session had a device is
    // bound to the first device that refreshes it; a refresh without any is refused like a foreign one.
    const bound = session.device_id ?? (deviceId === null ? null : await bindFirstDevice(session.id, deviceId));
    if (bound === null || bound !== deviceId) {
      await revoke(session.id);
      return { ok: false, reason: 'device' };
    }
    return { ok: true, userId: session.user_id, sessionId: session.id };
  }

  /** Binds a session that has no device yet; null when another device got there first. */
  async function bindFirstDevice(sessionId: string, deviceId: string): Promise<string | null> {
    const row = await db
      .updateTable('auth_sessions')
      .set({ device_id: deviceId })
      .where('id', '=', sessionId)
      .where('device_id', 'is', null)
      .returning('device_id')
      .executeTakeFirst();
    return row?.device_id ?? null;
  }

  async function activeUser(sessionId: string, userId: number): Promise<UserRow | null> {
    const found = await db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .selectAll('users')
      // What the user may do is their effective permissions (direct grants and roles), read in the same query.
      .select(effectivePermissionsSql().as('effective_permissions'))
      .where('auth_sessions.id', '=', sessionId)
      .where('auth_sessions.user_id', '=', userId)
      .where('auth_sessions.revoked_at', 'is', null)
      .where('auth_sessions.expires_at', '>', sql<Date>`now()`)
      .where('users.is_active', '=', true)
      .executeTakeFirst();
    let row: UserRow | undefined;
    if (found) {
      const { effective_permissions: permissions, ...user } = found;
      row = { ...user, permissions };
    }
    if (row) live.set(sessionId, userId, row);
    else live.forgetSession(sessionId);
    return row ?? null;
  }

  return {
    async start(userId, deviceId, origin) {
      const sessionId = randomUUID();
      await db
        .insertInto('auth_sessions')
        .values({
          id: sessionId,
          user_id: userId,
          device_id: deviceId,
          expires_at: expiry(),
          ip: origin?.ip ?? null,
          user_agent: origin?.userAgent?.slice(0, USER_AGENT_CHARS) ?? null,
        })
        .execute();
      return { sessionId, refreshToken: await issue(sessionId, null) };
    },

    async openSessions(userId) {
      const rows = await db
        .selectFrom('auth_sessions')
        .select(['id', 'created_at', sql<Date>`coalesce(last_used_at, created_at)`.as('last_used_at'), 'ip', 'user_agent'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        ip: row.ip,
        userAgent: row.user_agent,
      }));
    },

    async endSession(userId, sessionId) {
      live.forgetSession(sessionId);
      const ended = await db
        .updateTable('auth_sessions')
        .set({ revoked_at: sql`now()` })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // Every instance forgets what it remembers of the user's sessions; the others are read again once.
      if (ended) await sql`SELECT pg_notify(${SESSION_ENDS_CHANNEL}, ${String(userId)})`.execute(db);
      live.forgetSession(sessionId);
      return ended !== undefined;
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
      if (spent) {
        const session = await liveSession(spent.session_id, deviceId);
        return session.ok ? { ...session, refreshToken: await issue(session.sessionId, refreshToken) } : session;
      }
      const known = await db
        .selectFrom('refresh_tokens')
        .select(['session_id', 'used_at', sql<boolean>`used_at > now() - make_interval(secs => ${graceSeconds})`.as('in_grace')])
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (!known?.used_at) return { ok: false, reason: 'unknown' };
      // Two tabs (or a retried request) presenting the same token moments apart get the same successor;
      // later than that, a second use means the token leaked, and the whole family dies.
      if (known.in_grace) {
        const session = await liveSession(known.session_id, deviceId);
        return session.ok ? { ...session, refreshToken: successorOf(refreshToken) } : session;
      }
      await revoke(known.session_id);
      return { ok: false, reason: 'reused' };
    },

    revoke,

    async revokeOthers(userId, keep, executor = db) {
      live.forgetUser(userId, keep);
      await executor
        .updateTable('auth_sessions')
        .set({ revoked_at: sql`now()` })
        .where('user_id', '=', userId)
        .where('id', '!=', keep)
        .where('revoked_at', 'is', null)
        .execute();
      live.forgetUser(userId, keep);
    },

    async endUser(userId, executor = db) {
      live.forgetUser(userId);
      await executor
        .updateTable('auth_sessions')
        .set({ revoked_at: sql`now()` })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await sql`SELECT pg_notify(${SESSION_ENDS_CHANNEL}, ${String(userId)})`.execute(executor);
      live.forgetUser(userId);
    },

    async forgetEverywhere(userId, executor = db) {
      if (userId === 'all') live.clear();
      else live.forgetUser(userId);
      await sql`SELECT pg_notify(${SESSION_ENDS_CHANNEL}, ${userId === 'all' ? '*' : String(userId)})`.execute(executor);
    },

    forgetUser(userId) {
      live.forgetUser(userId);
    },

    forgetAll() {
      live.clear();
    },

    activeUser,

    async recentUser(sessionId, userId) {
      return live.get(sessionId, userId) ?? activeUser(sessionId, userId);
    },
  };
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
