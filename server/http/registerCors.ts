import type { FastifyInstance } from 'fastify';
import { isCrossOriginPath } from './registerPublicCors';

/** Every method a route of the API answers: a preflight is answered before routing, for any /api/ path. */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/**
 * What the runtime sends (src/core/api: the bearer token, the locale, JSON or transfer-encoded bodies, the
 * device id of sign-in and refresh calls). Anything else a host adds is refused by the browser, as it should.
 */
const ALLOWED_HEADERS = 'authorization, content-type, accept, accept-language, device-id';
/** Response headers the client reads besides the CORS-safelisted ones (429 waits, download names, locale). */
const EXPOSED_HEADERS = 'retry-after, content-disposition, content-language';
/** Refused origins are remembered to warn once each; a scan with random origins must not grow memory. */
const MAX_WARNED_ORIGINS = 1000;

export const ORIGIN_NOT_ALLOWED = 'Origin not allowed';

export interface CorsOptions {
  /** Exact origins (`https://portal.example.uz`) whose pages may call every /api/ route with credentials. */
  allowedOrigins: readonly string[];
}

/**
 * CORS for partner pages on other origins (PLATON_CORS_ORIGINS). A request whose Origin is on the list gets
 * that very origin back with `Access-Control-Allow-Credentials: true` on every /api/ route, and its preflight
 * is answered 204 for any /api/ path before routing could answer 404. The list is exact: an origin is never
 * reflected unless it is on it, so credentials never go with `*` nor to `null` (sandboxed frames, files).
 *
 * Other origins keep the public surface of registerPublicCors (`*`, no credentials). Their preflight of any
 * other /api/ route is refused with a 403 whose body names the setting (for whoever reads it with curl or in
 * the network panel) and without CORS headers, so the browser refuses cleanly; the server warns once per
 * origin, so an operator who forgot to list a partner learns why its sign-in fails.
 *
 * @example
 * registerCors(app, { allowedOrigins: ['https://portal.example.uz'] }); // before registerPublicCors
 * // OPTIONS /api/auth/login from https://portal.example.uz -> 204, allow-origin https://portal.example.uz
 * // OPTIONS /api/auth/login from https://evil.example -> 403, no allow-origin
 */
export function registerCors(app: FastifyInstance, options: CorsOptions): void {
  const allowed = new Set(options.allowedOrigins);
  const warned = new Set<string>();

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path !== '/api' && !path.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const preflight = request.method === 'OPTIONS' && Boolean(request.headers['access-control-request-method']);
    if (origin && allowed.has(origin)) {
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true')
        .header('access-control-expose-headers', EXPOSED_HEADERS);
      if (!preflight) return;
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
    if (!preflight || !origin || isCrossOriginPath(request.url)) return;
    if (!warned.has(origin) && warned.size < MAX_WARNED_ORIGINS) {
      warned.add(origin);
      request.log.warn({ origin }, `CORS: refused a call from ${origin}; add it to PLATON_CORS_ORIGINS if its pages may use this API`);
    }
    return reply.code(403).send({
      statusCode: 403,
      error: ORIGIN_NOT_ALLOWED,
      message: `The origin ${origin} is not allowed to call ${path}: add it to PLATON_CORS_ORIGINS on the Platon server.`,
    });
  });

  // The answer of every API route depends on the Origin once some origins get credentials: caches must know.
  // Appended at the end, because routes set Vary of their own (Accept-Language, Accept).
  if (allowed.size === 0) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    if (path !== '/api' && !path.startsWith('/api/')) return payload;
    const vary = String(reply.getHeader('vary') ?? '')
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean);
    if (!vary.some((field) => field.toLowerCase() === 'origin' || field === '*')) reply.header('vary', [...vary, 'Origin'].join(', '));
    return payload;
  });
}
