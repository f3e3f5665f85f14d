import type { FastifyReply } from 'fastify';
import { STALE_RECORD } from '../../src/core/api/formContract';
import { sendError } from '../http/sendError';
import { RECORD_NOT_FOUND, STALE_RECORD_TEXT, VALIDATION_FAILED_TEXT } from './formErrorTexts';
import type { FormSaveResult } from './formSaveRecord';

/**
 * Answers a save: the record (`successCode`, 201 for an insert), 422 FormErrorResponse with the field
 * errors, 409 `{ code: 'STALE_RECORD' }` or 404. Returns the reply for Fastify.
 *
 * @example
 * return sendFormSaveResult(reply, await formSaveRecord(db, input), 201);
 */
export function sendFormSaveResult(reply: FastifyReply, result: FormSaveResult, successCode: 200 | 201): FastifyReply {
  switch (result.status) {
    case 'saved':
      return reply.code(successCode).send({ data: result.record });
    case 'invalid':
      return reply.code(422).send({ statusCode: 422, error: 'Unprocessable Entity', message: VALIDATION_FAILED_TEXT, code: 'VALIDATION_FAILED', errors: result.errors });
    case 'stale':
      return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: STALE_RECORD_TEXT, code: STALE_RECORD });
    case 'missing':
      return sendError(reply, 404, RECORD_NOT_FOUND);
  }
}
