import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { sendError } from '../http/sendError';
import { TableQueryError } from './queryError';

/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Answers a failed table call: the request's own mistakes (TableQueryError) with 400 and their message, an
 * administrator's SQL cut off by its statement timeout with 503 (the table is too slow right now, not broken
 * for good). Anything else is rethrown for the app's error handler: logged, answered 500 'Серверда хатолик'
 * without details, since SQL errors can name tables and columns.
 *
 * @example
 * try { return { data: await queryDataPage(...) }; } catch (error) { return queryFailureReply(reply, request.log, error); }
 */
export function queryFailureReply(reply: FastifyReply, log: FastifyBaseLogger, error: unknown): FastifyReply {
  if (error instanceof TableQueryError) return sendError(reply, 400, error.message);
  if ((error as { code?: unknown } | null)?.code === QUERY_CANCELED) {
    log.warn({ err: error }, 'table query cancelled by its statement timeout');
    return sendError(reply, 503, 'Серверда хатолик', 'Query Timeout');
  }
  throw error;
}
