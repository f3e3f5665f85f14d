import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FormRecord } from '../../src/core/api/formContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { sendError } from '../http/sendError';
import { requestLocale } from '../i18n/requestLocale';
import { formErrorsInLocale } from './formErrorsInLocale';
import { RECORD_NOT_FOUND } from './formErrorTexts';
import type { FormSaveResult } from './formSaveRecord';
import { sendStaleRecord } from './sendStaleRecord';

/**
 * Answers a save: the record (`successCode`, 201 for an insert), 422 FormErrorResponse with the field
 * errors in the request's locale (formErrorsInLocale), 409 `{ code: 'STALE_RECORD' }` or 404. Returns the
 * reply for Fastify. `present` dresses the saved record for its reader (formRecordFileLinks).
 *
 * @example
 * return sendFormSaveResult(request, reply, db, await formSaveRecord(db, input), 201);
 */
export async function sendFormSaveResult(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<DatabaseSchema>,
  result: FormSaveResult,
  successCode: 200 | 201,
  present: (record: FormRecord) => FormRecord = (record) => record,
): Promise<FastifyReply> {
  switch (result.status) {
    case 'saved':
      return reply.code(successCode).send({ data: present(result.record) });
    case 'invalid': {
      const { message, errors } = await formErrorsInLocale(db, requestLocale(request), result.errors);
      return reply.code(422).send({ statusCode: 422, error: 'Unprocessable Entity', message, code: 'VALIDATION_FAILED', errors });
    }
    case 'stale':
      return sendStaleRecord(reply);
    case 'missing':
      return sendError(reply, 404, RECORD_NOT_FOUND);
  }
}
