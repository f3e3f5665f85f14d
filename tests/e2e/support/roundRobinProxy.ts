import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** What the proxy did with one request: which upstream answered it, when, and how it ended. */
export interface ProxiedRequest {
  /** The client's `x-load-id` header, when it sent one: lets a test match its own requests to these entries. */
  loadId: string | undefined;
  method: string;
  path: string;
  /** The upstream the request was finally sent to (an index into the upstream list). */
  upstream: number;
  /** Upstreams that refused the connection before this one took the request. */
  refusedBy: number[];
  /** performance.now() when the request reached the proxy, and when its answer ended (or failed). */
  startedAt: number;
  endedAt: number;
  /** The upstream's status, or null when the upstream failed before answering (the client then got 502). */
  status: number | null;
  /** Why the upstream failed this request (its socket error code), if it did. */
  error: string | null;
}

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  /** Every request so far, in the order they ended. */
  log: ProxiedRequest[];
  close(): Promise<void>;
}

// Headers of one hop (RFC 9110 §7.6.1): never passed on.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

/**
 * A small reverse proxy for the two-instance suite, standing in for nginx: round robin over `upstreams`,
 * `X-Forwarded-For` (the client's address appended), `-Proto` and `-Host` added, and, as nginx's
 * `proxy_next_upstream error` does for a connection that cannot be made, a request whose upstream refuses the
 * connection goes to the next one. A failure after the request reached an upstream is not retried (it may have
 * done its work): the client gets 502. No keep-alive towards the upstreams, so a killed upstream is found at
 * connect time rather than on a pooled socket. Request bodies are read whole before sending, so that a
 * refused request can be sent again (test bodies are small).
 *
 * @example
 * const proxy = await startRoundRobinProxy([first.url, second.url]);
 * await fetch(`${proxy.url}/api/info`);
 * proxy.log.at(-1)?.upstream; // 0 or 1
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((url) => new URL(url));
  const agent = new Agent({ keepAlive: false });
  const log: ProxiedRequest[] = [];
  let next = 0;

  const server = createServer(async (incoming, outgoing) => {
    const startedAt = performance.now();
    const body = Buffer.concat(await incoming.toArray());
    const first = next;
    next = (next + 1) % targets.length;
    const entry: ProxiedRequest = {
      loadId: header(incoming.headers, 'x-load-id'),
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      upstream: first,
      refusedBy: [],
      startedAt,
      endedAt: startedAt,
      status: null,
      error: null,
    };
    const end = (error: string | null) => {
      entry.endedAt = performance.now();
      entry.error = error;
      log.push(entry);
    };
    const headers = forwardedHeaders(incoming);
    const send = (index: number) => {
      entry.upstream = index;
      const target = targets[index]!;
      const upstream = httpRequest(
        { agent, host: target.hostname, port: target.port, method: entry.method, path: entry.path, headers },
        (answer) => relay(answer, outgoing, entry, end),
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        const tried = entry.refusedBy.length + 1;
        if (error.code === 'ECONNREFUSED' && tried < targets.length) {
          entry.refusedBy.push(index);
          send((index + 1) % targets.length);
          return;
        }
        if (entry.status !== null) return; // the answer had begun: relay() saw the failure and ended it
        end(error.code ?? error.message);
        if (outgoing.headersSent) outgoing.destroy();
        else outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      });
      upstream.end(body);
    };
    send(first);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

/** The client's headers for the upstream: hop-by-hop ones dropped, the X-Forwarded-* ones added. */
function forwardedHeaders(incoming: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { ...incoming.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const client = incoming.socket.remoteAddress ?? '';
  const before = header(incoming.headers, 'x-forwarded-for');
  // As nginx's $proxy_add_x_forwarded_for: what earlier proxies said, then the address this proxy saw.
  headers['x-forwarded-for'] = before ? `${before}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  if (incoming.headers.host) headers['x-forwarded-host'] = incoming.headers.host;
  return headers;
}

/** Sends the upstream's answer on to the client and records how it ended. */
function relay(answer: IncomingMessage, outgoing: ServerResponse, entry: ProxiedRequest, end: (error: string | null) => void): void {
  entry.status = answer.statusCode ?? 502;
  const headers: IncomingHttpHeaders = { ...answer.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  outgoing.writeHead(entry.status, headers);
  answer.pipe(outgoing);
  let error: string | null = null;
  answer.on('error', (failure: NodeJS.ErrnoException) => {
    error = failure.code ?? failure.message;
  });
  // Closed without its end: the upstream died in the middle of its answer, and the client's answer is cut
  // off too (as with nginx).
  answer.on('close', () => {
    if (answer.complete) return end(null);
    end(error ?? 'ECONNRESET');
    outgoing.destroy();
  });
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
