import type { FastifyReply } from 'fastify';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/**
 * Replies in Fastify's error shape `{ statusCode, error, message }`. `error` is a stable machine-readable
 * text (the contract's constants) and `message` the text shown to the user. A failure of ours (5xx) also
 * carries the request's id, which the error screens show so that support finds its log line.
 */
export function sendError(reply: FastifyReply, statusCode: number, message: string, error = REASONS[statusCode] ?? 'Error'): FastifyReply {
  const body = { statusCode, error, message };
  return reply.code(statusCode).send(statusCode >= 500 ? { ...body, requestId: reply.request.id } : body);
}
