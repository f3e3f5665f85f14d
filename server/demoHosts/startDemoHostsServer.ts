import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../http/registerErrorHandler';
import { registerRequestScope } from '../http/requestScope';
import { DEMO_HOSTS_PREFIX, registerDemoHosts } from './registerDemoHosts';

export interface DemoHostsServerOptions {
  staticRoot: string;
  host: string;
  port: number;
  /** Platon's origin for a page requested under `hostname` (the API's listener, on its own port). */
  platonOrigin(hostname: string): string;
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
}

/**
 * The second origin of the demo: a listener of its own that serves only the host apps (and their
 * `platon-origin.js`, naming the API's origin), so embedding from another origin can be tried, and tested, on
 * one machine. `/` leads to the list of host apps.
 *
 * @example
 * const hosts = await startDemoHostsServer({ staticRoot, host: '127.0.0.1', port: 8081, platonOrigin: () => 'http://127.0.0.1:8080' });
 * // http://127.0.0.1:8081/demo/hosts/vue/ embeds the elements of http://127.0.0.1:8080
 */
export async function startDemoHostsServer(options: DemoHostsServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  // As on the API's listener: a failure nobody awaited is traced to its request and answered (startServer.ts).
  registerRequestScope(app);
  registerErrorHandler(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin');
  });
  await registerDemoHosts(app, { staticRoot: options.staticRoot, platonOrigin: (request) => options.platonOrigin(request.hostname) });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(DEMO_HOSTS_PREFIX, 302));
  await app.listen({ port: options.port, host: options.host });
  return app;
}

/**
 * The origins a browser shows for pages of the hosts' listener, for the API's CORS allow-list: the listener's
 * own address, and `localhost` beside a loopback or wildcard one (another site than 127.0.0.1, which is what
 * makes it a real cross-site test). Other names (a LAN address) go to PLATON_CORS_ORIGINS.
 *
 * @example
 * demoHostsOrigins('127.0.0.1', 8081); // ['http://127.0.0.1:8081', 'http://localhost:8081']
 */
export function demoHostsOrigins(host: string, port: number): string[] {
  if (host === '0.0.0.0' || host === '::') return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const own = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return host === '127.0.0.1' ? [own, `http://localhost:${port}`] : [own];
}
