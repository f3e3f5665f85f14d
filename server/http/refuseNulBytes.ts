import type { FastifyInstance } from 'fastify';
import { sendError } from './sendError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler answers a NUL character in the JSON body itself (form records: 422 naming the field). */
    checksNulInBody?: boolean;
  }
}

/**
 * Answers 400 to a NUL character in a path parameter, a query value or anywhere in a JSON body (a string or
 * a key, however deep) before any handler runs: PostgreSQL refuses it in text and in jsonb, so it could only
 * end in a database error, and no name, search or setting of ours contains one. Routes whose handler names
 * the field itself opt out of the body check with `config: { checksNulInBody: true }`.
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const where =
      nulIn('params', request.params) ??
      nulIn('querystring', request.query) ??
      (request.routeOptions.config?.checksNulInBody ? null : nulInBody(request.body));
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

/** Where the first NUL of a parsed JSON body is (`body/a/0`); a loop, not recursion, for JSON nested thousands deep. */
function nulInBody(body: unknown): string | null {
  const pending: [string, unknown][] = [['body', body]];
  while (pending.length) {
    const [where, value] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return where;
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return where;
        pending.push([`${where}/${key}`, item]);
      }
    }
  }
  return null;
}
