import type { FastifyReply } from 'fastify';
import { STALE_RECORD } from '../../src/core/api/formContract';
import { STALE_RECORD_TEXT } from './formErrorTexts';

/**
 * The 409 of a write from a version that moved on (docs/architecture.md: a stale edit is never a silent overwrite),
 * the one body a save and a delete both answer: `{ statusCode: 409, error: 'Conflict', message, code: 'STALE_RECORD' }`.
 *
 * @example
 * if (result === 'stale') return sendStaleRecord(reply);
 */
export function sendStaleRecord(reply: FastifyReply): FastifyReply {
  return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: STALE_RECORD_TEXT, code: STALE_RECORD });
}
