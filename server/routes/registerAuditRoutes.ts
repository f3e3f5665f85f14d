import type { FastifyInstance } from 'fastify';
import { auditRecordSchema } from '../../src/core/api/contract';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { contractRoutes } from '../http/contractRoutes';
import { dataEnvelope } from '../schemas/dataEnvelope';

/**
 * `POST /audit`: a client-side event (page read, form insert...) for the audit trail. The user is the token's,
 * whatever `userId` / `user` the body claims; the address is the connection's.
 */
export function registerAuditRoutes(server: FastifyInstance, context: AppContext): void {
  contractRoutes(server).post(
    '/audit',
    {
      preHandler: createAuthenticate(context),
      schema: {
        tags: ['audit'],
        summary: 'Record a user action in the audit trail',
        security: [{ bearerAuth: [] }],
        headers: { type: 'object', properties: { authorization: { type: 'string' } } },
        body: auditRecordSchema,
        response: { 200: dataEnvelope({ type: 'boolean' }), 401: errorResponseRef },
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
