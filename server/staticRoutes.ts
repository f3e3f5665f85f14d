import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerDemoHosts } from './demoHosts/registerDemoHosts';
import { servePageAsset } from './http/servePageAsset';
import { serveHtmlFile } from './http/serveHtmlFile';

/**
 * Files whose names never change (the entries, and the elements' manifest and typings that `npm run build`
 * writes beside them); every other file under /platon/ carries a content hash.
 */
const STABLE_ENTRIES = new Set([
  'platon.js',
  'platon-loader.js',
  'platon.js.map',
  'platon-loader.js.map',
  'custom-elements.json',
  'platon.d.ts',
  'platon-react.d.ts',
  'platon-vue.d.ts',
]);

/**
 * The browser side (docs/architecture.md): the built runtime under /platon/, the demo host pages under /examples/,
 * the sign-in app at /auth/user, and in demo mode the host apps under /demo/hosts/ (see registerDemoHosts).
 * Every other GET falls back to demo/app.html (see registerNotFound), so deep links into the history-mode
 * router load the shell.
 */
export async function registerStaticRoutes(app: FastifyInstance, staticRoot: string, options: { demo?: boolean } = {}): Promise<void> {
  const authPage = path.join(staticRoot, 'demo', 'auth.html');

  await app.register(fastifyStatic, {
    root: path.join(staticRoot, 'dist', 'elements'),
    prefix: '/platon/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // The .br and .gz files `npm run build` writes beside each file (scripts/compress-assets.mjs), chosen by
    // Accept-Encoding; the stable entries keep their ETag and Last-Modified, so a revalidation is a 304.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const stable = STABLE_ENTRIES.has(path.basename(filePath).replace(/\.(?:br|gz)$/, ''));
      response.setHeader('cache-control', stable ? 'no-cache' : 'public, max-age=31536000, immutable');
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
  // The mime table reads .ts as an MPEG transport stream, and the static plugin sets its type after setHeaders.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/platon/') && /\.d\.ts(\?|$)/.test(request.url)) reply.header('content-type', 'text/plain; charset=utf-8');
    return payload;
  });
  await app.register(fastifyStatic, {
    root: path.join(staticRoot, 'demo', 'examples'),
    prefix: '/examples/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', 'no-cache');
    },
  });

  // On this origin the host pages load Platon from their own origin.
  if (options.demo) await registerDemoHosts(app, { staticRoot, platonOrigin: () => null });

  const hidden = { schema: { hide: true } };
  // docs/behaviour.md §1: /login immediately goes to the external sign-in page, keeping `next` and friends.
  app.get('/login', hidden, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/auth/user${query === -1 ? '' : request.url.slice(query)}`, 302);
  });
  // The pages' own styles are files, not <style> blocks, so the strict style-src 'self' holds (see contentSecurityPolicy).
  const css = 'text/css; charset=utf-8';
  app.get('/app.css', hidden, async (_request, reply) => servePageAsset(reply, path.join(staticRoot, 'demo', 'app.css'), css));
  app.get('/auth/user.css', hidden, async (_request, reply) => servePageAsset(reply, path.join(staticRoot, 'demo', 'auth.css'), css));
  // The pages name their icon; a browser still asks /favicon.ico of a page that names none (a host page),
  // which would otherwise get the shell's HTML.
  app.get('/favicon.svg', hidden, async (_request, reply) =>
    servePageAsset(reply, path.join(staticRoot, 'demo', 'favicon.svg'), 'image/svg+xml'),
  );
  app.get('/favicon.ico', hidden, async (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/auth/user', hidden, async (_request, reply) => serveHtmlFile(reply, authPage));
  app.get('/auth/user/*', hidden, async (_request, reply) => serveHtmlFile(reply, authPage));
}
