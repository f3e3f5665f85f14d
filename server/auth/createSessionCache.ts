/** Live sessions remembered for a moment, so that not every authenticated call reads its session row. */
export interface SessionCache<T> {
  /** The remembered value of a session of this user, while it is younger than the TTL. */
  get(sessionId: string, userId: number): T | undefined;
  set(sessionId: string, userId: number, value: T): void;
  /** Forgets one session (logged out, revoked). */
  forgetSession(sessionId: string): void;
  /** Forgets every session of a user, except `keep` (signed out everywhere else). */
  forgetUser(userId: number, keep?: string): void;
  /** Forgets everything. */
  clear(): void;
}

/**
 * A map of session id to value with a time to live, holding at most `maxEntries` (the oldest go first).
 * Revocations through this process forget their entries at once; a revocation by another instance of the
 * server on the same database is seen here when the entry's TTL runs out, so the TTL is the longest that a
 * logged-out token still passes on another instance.
 *
 * @example
 * const cache = createSessionCache<UserRow>(2000, 10_000);
 */
export function createSessionCache<T>(ttlMs: number, maxEntries: number, now: () => number = Date.now): SessionCache<T> {
  const entries = new Map<string, { userId: number; value: T; until: number }>();
  return {
    get(sessionId, userId) {
      const entry = entries.get(sessionId);
      if (!entry || entry.userId !== userId) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(sessionId);
      return undefined;
    },
    set(sessionId, userId, value) {
      if (ttlMs <= 0) return;
      entries.delete(sessionId);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { userId, value, until: now() + ttlMs });
    },
    forgetSession(sessionId) {
      entries.delete(sessionId);
    },
    forgetUser(userId, keep) {
      for (const [sessionId, entry] of entries) if (entry.userId === userId && sessionId !== keep) entries.delete(sessionId);
    },
    clear() {
      entries.clear();
    },
  };
}
