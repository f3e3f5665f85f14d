import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appPageHtml, type PreloadManifest } from './appPageHtml';
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
      const manifest = await readPreloadManifest(staticRoot);
      return serveHtmlFile(reply, path.join(staticRoot, 'demo', 'app.html'), (html) => appPageHtml(html, manifest, url));
    }
    const hint = url.startsWith('/platon/') ? ' If this is the Platon runtime, run `npm run build` first.' : '';
    return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${url}.${hint}\n`);
  });
}

/** The build's preload manifest, read like the page itself on every request; null before a build. */
async function readPreloadManifest(staticRoot: string): Promise<PreloadManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(staticRoot, 'dist', 'elements', 'preload.json'), 'utf8')) as PreloadManifest;
  } catch {
    return null;
  }
}
