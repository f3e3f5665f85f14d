import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { demoHostPolicy } from './demoHostPolicy';

/** Where the host apps are served, on the API's origin and on the second listener alike. */
export const DEMO_HOSTS_PREFIX = '/demo/hosts/';

export interface DemoHostsOptions {
  /** Folder holding dist/ (the built host apps are dist/hosts/, see scripts/build-hosts.mjs). */
  staticRoot: string;
  /**
   * Platon's origin for a request of a host page: null means the page's own origin (the API's listener);
   * the second listener names the API's.
   */
  platonOrigin(request: FastifyRequest): string | null;
}

/**
 * The demo host apps (plain, jQuery + Bootstrap 3, Vue, React 18, Angular, strict CSP) under /demo/hosts/,
 * each with the Content-Security-Policy of demoHostPolicy, and `platon-origin.js`, which tells the pages where
 * Platon is, so one page works on the API's origin and on another.
 *
 * @example
 * await registerDemoHosts(app, { staticRoot, platonOrigin: () => null });
 * // GET /demo/hosts/csp/ -> the strict host, content-security-policy: default-src 'none'; ...
 */
export async function registerDemoHosts(app: FastifyInstance, options: DemoHostsOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const host = request.url.slice(DEMO_HOSTS_PREFIX.length).split(/[/?]/)[0];
      // Set before the response, so the server's own HTML policy (registerHtmlSecurityHeaders) leaves it.
      reply.header('content-security-policy', demoHostPolicy(host, options.platonOrigin(request)));
    });
    scope.get(`${DEMO_HOSTS_PREFIX}platon-origin.js`, { schema: { hide: true } }, async (request, reply) => {
      const origin = options.platonOrigin(request) ?? `${request.protocol}://${request.host}`;
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(`window.PLATON_ORIGIN = ${JSON.stringify(origin)};\n`);
    });
    await scope.register(fastifyStatic, {
      root: path.join(options.staticRoot, 'dist', 'hosts'),
      prefix: DEMO_HOSTS_PREFIX,
      decorateReply: false,
      redirect: true,
      cacheControl: false,
      setHeaders: (response) => {
        response.setHeader('cache-control', 'no-cache');
      },
    });
  });
}
