import type { FastifyInstance } from 'fastify';

/**
 * What a partner's page on another origin needs to show a public form (docs/architecture.md "partners embedding
 * public forms"): the runtime's modules (a cross-origin `import()` needs CORS), the project info and
 * translations every element starts with, the public calls, the public upload, and the uploaded bodies,
 * opened by the signed links the answers carry (docs/files.md). Nothing here takes a session: signed-in calls stay
 * same-origin, or go to origins listed in PLATON_CORS_ORIGINS (registerCors).
 */
const CROSS_ORIGIN_PREFIXES = ['/platon/', '/api/public/', '/api/web/v1/public/', '/api/uploads/files/', '/api/uploads/images/'];
const CROSS_ORIGIN_PATHS = new Set(['/api/info', '/api/web/assets/translations']);
/** Only what the runtime sends to those calls; Authorization is left out on purpose (no credentials). */
const ALLOWED_HEADERS = 'accept, accept-language, content-type';
const ALLOWED_METHODS = 'GET, HEAD, POST';

/**
 * Whether `url` (path and query) may be called from any origin.
 *
 * @example
 * isCrossOriginPath('/api/public/forms/public_appeal/records'); // true
 * isCrossOriginPath('/api/forms/appeals/records/7'); // false
 */
export function isCrossOriginPath(url: string): boolean {
  const path = url.split('?')[0];
  return CROSS_ORIGIN_PATHS.has(path) || CROSS_ORIGIN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Answers CORS for the public surface (see CROSS_ORIGIN_PREFIXES) with `Access-Control-Allow-Origin: *`
 * (whatever the request's origin) and never with credentials, so a browser sends no cookies and a page on
 * another origin reads nothing a session would unlock (partners that need a session are listed in
 * PLATON_CORS_ORIGINS: see registerCors). A preflight (OPTIONS with
 * Access-Control-Request-Method) gets 204 before routing could answer 404. Every other path keeps the
 * browser's same-origin rule.
 *
 * @example
 * registerPublicCors(app); // before the routes
 * // OPTIONS /api/public/forms/public_appeal/records from https://partner.uz -> 204, allow-origin *
 */
export function registerPublicCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // An origin on PLATON_CORS_ORIGINS already got its own answer (registerCors, which runs first).
    if (!isCrossOriginPath(request.url) || reply.hasHeader('access-control-allow-origin')) return;
    // Sent whether or not the request names an origin: the runtime's chunks are cached as immutable, and a
    // copy cached from a plain same-origin load must still serve a cross-origin import later.
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
