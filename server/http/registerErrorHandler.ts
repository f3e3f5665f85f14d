import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendError } from './sendError';

/**
 * The app's one error handler: a client's error (validation, bad JSON, a refused static path) answers with its
 * own status in Fastify's shape, anything else is logged and answers 500 with the spec's text. It never throws:
 * a handler that rethrows leaves the error to whoever awaited `reply.send(error)`, and @fastify/static awaits
 * it outside any request's promise chain, so a 403 for an encoded `..` became an unhandled rejection that
 * ended the process.
 *
 * @example
 * registerErrorHandler(app); // GET /platon/..%2f..%2fpackage.json -> 403 { statusCode, error: 'Forbidden', message }
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // http-errors (the static plugin's, a range's 416) carry the headers their status needs, as Fastify's default reads them.
  app.setErrorHandler(async (error: FastifyError & { headers?: Record<string, string> }, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(statusCode)
        .send({ statusCode, code: error.code, error: STATUS_CODES[statusCode] ?? 'Error', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Серверда хатолик', 'Internal Server Error');
  });
}
