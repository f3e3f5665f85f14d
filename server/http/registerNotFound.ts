import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendError } from './sendError';
import { serveHtmlFile } from './serveHtmlFile';

/** Paths the history-mode fallback leaves alone: the API and the two static trees answer their own 404s. */
const NON_SPA_PREFIXES = ['/api/', '/platon/', '/examples/'];

/**
 * One not-found handler for the whole server: JSON under /api/, a build hint under the static trees, and
 * the single-page app (demo/app.html) for any other GET so history-mode deep links work.
 */
export function registerNotFound(app: FastifyInstance, staticRoot: string | null): void {
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      return sendError(reply, 404, `Route ${request.method}:${url} not found`);
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (staticRoot && isRead && !NON_SPA_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      return serveHtmlFile(reply, path.join(staticRoot, 'demo', 'app.html'));
    }
    const hint = url.startsWith('/platon/') ? ' If this is the Platon runtime, run `npm run build` first.' : '';
    return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${url}.${hint}\n`);
  });
}
