import type { FastifyInstance } from 'fastify';

export interface RequestLogOptions {
  /** Route patterns whose lines are written at debug instead of info (frequent probes). */
  debugRoutes?: readonly string[];
}

/**
 * Names every answer with its request's id (`x-request-id`, see requestIdOf) and writes one JSON line per
 * request at level info when it ends: method, path (without the query, which may hold a file link's token),
 * route pattern, status and milliseconds, with the id as `requestId`. The `debugRoutes` (the probes) log at
 * debug, so an info log is not flooded by them. Fastify's own two lines per request are switched off in buildApp.
 *
 * @example
 * registerRequestLog(app); // {"level":30,"requestId":"…","method":"GET","path":"/api/info","route":"/api/info","status":200,"ms":1.2,"msg":"request"}
 */
export function registerRequestLog(app: FastifyInstance, options: RequestLogOptions = {}): void {
  const debugRoutes = new Set(options.debugRoutes);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const query = request.url.indexOf('?');
    const route = request.routeOptions.url ?? null;
    request.log[route && debugRoutes.has(route) ? 'debug' : 'info'](
      {
        method: request.method,
        path: query === -1 ? request.url : request.url.slice(0, query),
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
