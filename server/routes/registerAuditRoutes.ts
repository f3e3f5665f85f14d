import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS, type AuditRecord } from '../../src/core/api/contract';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { dataEnvelope } from '../schemas/dataEnvelope';

/**
 * `POST /audit`: a client-side event (page read, form insert...) for the audit trail. The user is the token's,
 * whatever `userId` / `user` the body claims; the address is the connection's.
 */
export function registerAuditRoutes(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: AuditRecord }>(
    '/audit',
    {
      preHandler: createAuthenticate(context),
      schema: {
        tags: ['audit'],
        summary: 'Record a user action in the audit trail',
        security: [{ bearerAuth: [] }],
        headers: { type: 'object', properties: { authorization: { type: 'string' } } },
        body: {
          type: 'object',
          properties: {
            browserInfo: { type: 'string', maxLength: 1000 },
            fullTime: { type: 'string', maxLength: 64 },
            fullUrl: { type: 'string', maxLength: 4000 },
            userId: { type: ['integer', 'null'] },
            user: { type: ['string', 'null'], maxLength: 300 },
            actionTitle: { type: 'string', maxLength: 1000 },
            actionType: { type: 'string', enum: [...AUDIT_ACTIONS] },
            details: { description: 'Any JSON value' },
          },
          required: ['actionType'],
        },
        response: { 200: dataEnvelope({ type: 'boolean' }), 401: { $ref: 'ErrorResponse#' } },
      },
    },
    async (request) => {
      const { user } = request.auth!;
      const body = request.body;
      await writeAuditLog(context.db, request, {
        userId: user.id,
        username: user.username,
        actionType: body.actionType,
        actionTitle: body.actionTitle ?? null,
        fullUrl: body.fullUrl ?? null,
        browserInfo: body.browserInfo ?? null,
        // created_at is the server's clock; the client's fullTime is not trusted for ordering.
        details: body.details,
      });
      return { data: true };
    },
  );
}
