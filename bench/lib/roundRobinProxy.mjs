// A small load balancer for the two-instance bench: round robin over the upstreams, and a request whose
// connection is refused (an instance restarting) or dropped before any answer, or a GET a stopping instance
// turns away unread, is tried on the next one, so a client sees no failure while one instance restarts.
import { Agent, createServer, request } from 'node:http';

/**
 * @param {string[]} upstreams base URLs, e.g. ['http://127.0.0.1:8081', 'http://127.0.0.1:8082']
 * @returns {Promise<{ url: string, retries: () => number, close: () => Promise<void> }>}
 */
export async function startRoundRobinProxy(upstreams) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const targets = upstreams.map((upstream) => new URL(upstream));
  let next = 0;
  let retries = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => forward(Buffer.concat(chunks), 0));
    const forward = (body, attempt) => {
      const target = targets[next++ % targets.length];
      const upstream = request(
        { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
        (answer) => {
          // 503 with the connection closed: a stopping instance turning requests away unread (Fastify's
          // return503OnClosing). A GET goes to the next instance, as a load balancer's retry on 503 would.
          const draining = answer.statusCode === 503 && answer.headers.connection === 'close' && incoming.method === 'GET';
          if (draining && attempt < targets.length * 20) {
            answer.resume();
            retries += 1;
            forward(body, attempt + 1);
            return;
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', (error) => {
        // Refused: nothing reached the instance. Reset before an answer: a keep-alive socket the stopping
        // instance closed. Either way the request did not run; safe to send elsewhere.
        const retryable = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(/** @type {any} */ (error).code);
        if (retryable && !outgoing.headersSent && attempt < targets.length * 20) {
          retries += 1;
          setTimeout(() => forward(body, attempt + 1), attempt < targets.length ? 0 : 25);
        } else if (!outgoing.headersSent) {
          outgoing.writeHead(502).end(String(error));
        } else outgoing.destroy(error);
      });
      upstream.end(body);
    };
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    retries: () => retries,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
