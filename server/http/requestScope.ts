import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RequestScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * Runs everything a request starts (its hooks, its handler and whatever they leave running) inside an async
 * scope naming the request, so that a failure nobody awaited can still be traced to it and answered
 * (see handleUnhandledRejections). Register it before any other hook.
 *
 * @example
 * registerRequestScope(app);
 * // later, in code started by a request: requestInScope()?.request.id
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => scopes.run({ request, reply }, done));
}

/** The request whose work is running now, or null outside any request. */
export function requestInScope(): RequestScope | null {
  return scopes.getStore() ?? null;
}
