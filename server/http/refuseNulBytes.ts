import type { FastifyInstance } from 'fastify';
import { sendError } from './sendError';

/**
 * Answers 400 to a NUL character in a path parameter or a query value before any handler runs: PostgreSQL
 * refuses it in text, so it could only end in a database error, and no name or search of ours contains one.
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const where = nulIn('params', request.params) ?? nulIn('querystring', request.query);
    if (where) return sendError(reply, 400, `${where} must not contain a NUL character`);
  });
}

function nulIn(part: string, values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null;
  for (const [key, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (key.includes('\u0000') || texts.some((text) => typeof text === 'string' && text.includes('\u0000'))) return `${part}/${key}`;
  }
  return null;
}
