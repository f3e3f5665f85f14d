import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../AppContext';
import { createRateLimiter, type RateLimit } from '../http/createRateLimiter';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { loadProjectInfo } from '../settings/loadProjectInfo';

const error = { $ref: 'ErrorResponse#' };

/** What the browser sends (core/errors/installErrorReporting). */
export interface ErrorReport {
  message: string;
  stack?: string;
  /** Script address and line of the error, when the browser gives them. */
  source?: string;
  /** The page the error happened on. */
  url?: string;
  kind: 'error' | 'unhandledrejection';
}

/** Per address: a page in an error loop sends a few reports, not a flood. */
export const ERROR_REPORT_LIMIT: RateLimit = { limit: 20, windowSeconds: 60 };

export const ERROR_REPORTING_OFF = 'Error reporting is turned off';
export const TOO_MANY_REPORTS = 'Too many error reports; try later';

/**
 * docs/behaviour.md §12 error reporting: `POST /error-reports` takes one sampled browser error (the client samples at the
 * project's `errorSampleRate`, 0.2) and writes it to the server log at warn level, where operators collect
 * logs anyway. No sign-in is needed (errors happen on the sign-in page too), so it is rate-limited per
 * address (20 a minute, 429 past that) and refused with 403 while the `errorReporting` setting is off.
 *
 * @example
 * registerErrorReportRoutes(api, context);
 */
export function registerErrorReportRoutes(app: FastifyInstance, context: AppContext, options: { limit?: RateLimit } = {}): void {
  const { db } = context;
  const limiter = createRateLimiter(db);
  const limit = options.limit ?? ERROR_REPORT_LIMIT;

  app.post<{ Body: ErrorReport }>(
    '/error-reports',
    {
      schema: {
        tags: ['errors'],
        summary: 'Report one sampled browser error (docs/behaviour.md §12); only while the errorReporting setting is on; rate-limited',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            message: { type: 'string', minLength: 1, maxLength: 2000 },
            stack: { type: 'string', maxLength: 8000 },
            source: { type: 'string', maxLength: 2000 },
            url: { type: 'string', maxLength: 2000 },
            kind: { type: 'string', enum: ['error', 'unhandledrejection'] },
          },
          required: ['message', 'kind'],
        },
        response: {
          202: dataEnvelope({ type: 'object', properties: { accepted: { type: 'boolean' } }, required: ['accepted'] }),
          400: error,
          403: error,
          429: error,
        },
      },
    },
    async (request, reply) => {
      const { errorReporting } = await loadProjectInfo(db, context.version);
      if (!errorReporting) return sendError(reply, 403, ERROR_REPORTING_OFF);
      if (!(await limiter.hit([{ key: `err:ip:${request.ip}`, limit }]))) return sendError(reply, 429, TOO_MANY_REPORTS);
      const { message, stack, source, url, kind } = request.body;
      request.log.warn(
        { browserError: { kind, message, stack, source, url, userAgent: request.headers['user-agent'] } },
        'browser error report',
      );
      return reply.code(202).send({ data: { accepted: true } });
    },
  );
}
