import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while the server drains. */
const SWEEP_MS = 100;

/**
 * Lets `app.close()` finish what is in flight without waiting for clients to hang up. Node's `server.close()`
 * stops accepting and closes the connections idle at that moment, but a keep-alive connection whose request
 * was still running stays open after its answer until the client or the keep-alive timeout (72 s) ends it.
 * So from the moment a close starts, every answer says `Connection: close`, and connections that fall idle
 * are closed as they do; buildApp also keeps serving (not 503) requests that arrive on them meanwhile.
 *
 * @example
 * drainOnClose(app); // then on SIGTERM: await app.close(); every request already received gets its answer
 */
export function drainOnClose(app: FastifyInstance): void {
  let draining = false;
  let sweep: NodeJS.Timeout | null = null;
  app.addHook('preClose', (done) => {
    draining = true;
    // Only a listening server has connections (inject-only apps in tests have none).
    if (app.server.listening) sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining && !reply.raw.headersSent) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', (_instance, done) => {
    if (sweep) clearInterval(sweep);
    done();
  });
}
