import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server.mjs';
import { LEAKED, staticFuzzPaths } from '../server/fuzz/staticPaths';
import { startServer, type RunningServer } from './harness';

/**
 * The static trees of the built server, as a real process on real HTTP (issue 39: one anonymous
 * `GET /platon/` or an encoded `..` under /examples/ ended the process). Every path answers below 500 and
 * leaks nothing, and the process keeps answering after each batch and at the end (stop() checks it too).
 */
let server: RunningServer;
let hostsPort: number;

beforeAll(async () => {
  hostsPort = await freePort();
  server = await startServer({ PLATON_DEMO_HOSTS_PORT: String(hostsPort) });
});
afterAll(async () => server?.stop());

/** A GET of `path` exactly as written, on `port`; resolves with the status and the body. */
function rawGet(port: number, path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method, timeout: 10_000 }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer to ${method} ${path}`)));
    sent.on('error', reject);
    sent.end();
  });
}

describe('static paths against the running server (issue 39)', () => {
  it('answers every directory, traversal, NUL and over-long path below 500, leaks nothing, and keeps serving', async () => {
    const port = Number(new URL(server.url).port);
    const paths = staticFuzzPaths(39, 300);
    const failures: string[] = [];
    for (const [listener, listenerPort] of [
      ['API', port],
      ['host apps', hostsPort],
    ] as const) {
      for (let start = 0; start < paths.length; start += 50) {
        for (const path of paths.slice(start, start + 50)) {
          for (const method of ['GET', 'HEAD']) {
            const { status, body } = await rawGet(listenerPort, path, method);
            if (status >= 500 || status === 0) failures.push(`${listener} ${method} ${path.slice(0, 120)} -> ${status}`);
            if (LEAKED.some((leak) => leak.test(body))) failures.push(`${listener} ${method} ${path.slice(0, 120)} leaked a file`);
          }
        }
        // Still serving after every batch: the crash this guards against took the whole process down.
        expect(server.process.exitCode, server.output()).toBeNull();
        expect((await rawGet(port, '/api/info')).status, server.output()).toBe(200);
      }
    }
    expect(failures).toEqual([]);
  });
});
