import type { Kysely } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { databaseTargets } from '../db/databaseTargets';
import { SESSION_ENDS_CHANNEL, type SessionStore } from './createSessionStore';

const RECONNECT_MS = 1000;

/**
 * Makes this instance forget at once the cached sessions of a user another instance ended (SessionStore.endUser
 * announces it with NOTIFY): without it, a deactivated user's session would pass here on the calls that
 * accept a recently checked session until that check's TTL ran out. On PostgreSQL it keeps one connection of
 * its own LISTENing, and opens it again when it drops (then forgetting everything: what was said meanwhile
 * is lost). Embedded PGlite is one process's, but two apps may share it there (the tests do): they listen
 * through PGlite's own LISTEN. Resolves to a function that stops listening.
 *
 * @example
 * const stop = await listenSessionEnds(db, context.sessions, app.log);
 * app.addHook('onClose', stop);
 */
export async function listenSessionEnds(
  db: Kysely<DatabaseSchema>,
  sessions: Pick<SessionStore, 'forgetUser' | 'forgetAll'>,
  log: { warn(detail: unknown, message: string): void },
): Promise<() => Promise<void>> {
  const target = databaseTargets.get(db);
  const heard = (payload: string) => {
    // '*': a role changed, whose holders are not listed.
    if (payload === '*') return sessions.forgetAll();
    const userId = Number(payload);
    if (Number.isSafeInteger(userId)) sessions.forgetUser(userId);
  };
  if (target?.kind === 'pglite') {
    if (!target.instance) return async () => {};
    const unlisten = await target.instance.listen(SESSION_ENDS_CHANNEL, heard);
    return async () => {
      await unlisten().catch(() => {});
    };
  }
  if (target?.kind !== 'postgres') return async () => {};
  const { url } = target;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === SESSION_ENDS_CHANNEL) heard(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'session-ends listener lost its connection');
      void next.end().catch(() => {});
      if (client === next) client = null;
      sessions.forgetAll();
      if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${SESSION_ENDS_CHANNEL}`);
    if (stopped) await next.end();
    else client = next;
  }
  function reconnectLater(error: unknown): void {
    log.warn({ err: error }, 'session-ends listener cannot connect');
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
  }

  await connect().catch(reconnectLater);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}
