import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../AppContext';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { loadProjectInfo } from '../settings/loadProjectInfo';

/** `GET /info`: public project settings every client reads first (SPEC §7). */
export function registerInfoRoute(app: FastifyInstance, context: AppContext): void {
  app.get(
    '/info',
    {
      schema: {
        tags: ['project'],
        summary: 'Project settings and versions; public',
        response: { 200: dataEnvelope({ $ref: 'ProjectInfo#' }) },
      },
    },
    async () => ({ data: { ...(await loadProjectInfo(context.db, context.version, context.demo)), eimzo: context.eimzo !== null } }),
  );
}
