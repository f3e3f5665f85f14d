import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

export interface AuditEntry {
  userId: number | null;
  username: string | null;
  actionType: string;
  actionTitle?: string | null;
  fullUrl?: string | null;
  browserInfo?: string | null;
  details?: unknown;
}

/** Where an audited action came from: the request, or what a background job kept of the one that started it. */
export type AuditOrigin = Pick<FastifyRequest, 'url' | 'ip'> & {
  headers: { 'user-agent'?: string };
  log: { error(detail: unknown, message: string): void };
};

/**
 * Appends one row to user_logs. Who and from where come from the server's view of the request (token, socket
 * address), never from what a client claims. A failed audit write is reported but does not fail the action
 * it describes.
 */
export async function writeAuditLog(db: Kysely<DatabaseSchema>, request: AuditOrigin, entry: AuditEntry): Promise<void> {
  try {
    await db
      .insertInto('user_logs')
      .values({
        user_id: entry.userId,
        username: entry.username,
        action_type: entry.actionType,
        action_title: entry.actionTitle ?? null,
        full_url: entry.fullUrl ?? request.url,
        browser_info: entry.browserInfo ?? request.headers['user-agent'] ?? null,
        details: entry.details === undefined ? null : JSON.stringify(entry.details),
        ip: request.ip,
      })
      .execute();
  } catch (error) {
    request.log.error({ err: error }, 'audit write failed');
  }
}
