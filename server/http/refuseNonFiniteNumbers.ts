import type { FastifyInstance } from 'fastify';
import { sendError } from './sendError';

/**
 * Answers 400 to `Infinity` or `-Infinity` where a route's schema wants a number in the path or the query.
 * Ajv's type coercion turns the text "Infinity" into the number and its minimum and maximum skip a value that
 * is not finite, so `?page=Infinity` passed validation and reached the database as NaN-like garbage (a 500,
 * issue 16). Runs after validation, when only the values the schema typed as numbers are numbers.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const where = nonFiniteIn('params', request.params) ?? nonFiniteIn('querystring', request.query);
    if (where) return sendError(reply, 400, `${where} must be a finite number`);
  });
}

function nonFiniteIn(part: string, values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null;
  for (const [key, value] of Object.entries(values)) {
    const numbers = Array.isArray(value) ? value : [value];
    if (numbers.some((item) => typeof item === 'number' && !Number.isFinite(item))) return `${part}/${key}`;
  }
  return null;
}
