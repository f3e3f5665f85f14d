import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A short token of letters, digits and `._:-`: what proxies and tracing systems send (a UUID, a hex trace id).
 * Anything else (long, spaces, quotes, control characters) could forge or break a log line, so it is replaced.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it is a short safe token (a proxy in front already
 * named the request, so both logs carry the same id), else a fresh UUID.
 *
 * @example
 * requestIdOf({ headers: { 'x-request-id': 'abc-123' } } as IncomingMessage); // 'abc-123'
 * requestIdOf({ headers: { 'x-request-id': '<script>' } } as IncomingMessage); // a new UUID
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
