import * as http from 'node:http';
import * as https from 'node:https';
import { SignatureServiceUnavailable } from './SignatureServiceUnavailable';
import type { SignatureClient } from './SignatureVerifier';

/** Where the E-IMZO server listens (PLATON_EIMZO_SERVER_URL) and how long one call may take. */
export interface EimzoServerOptions {
  url: string;
  timeoutMs: number;
  /** The site's host name sent as `Host` (PLATON_PUBLIC_URL's); null: the one each request reached. */
  siteHost: string | null;
}

/** Every E-IMZO server answer: `status` 1 is success, anything else a refusal explained by `message`. */
export interface EimzoServerAnswer {
  status: number;
  message: string;
  [field: string]: unknown;
}

/** Its largest answer is a time-stamped package (64 KiB at most here) in base64 with the signer list. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * One call to the E-IMZO server's REST API: GET without a body, or POST of a base64 package as text, with the
 * user's address in `X-Real-IP` and the site's host name in `Host` (the vendor's integration guide asks for
 * both; `fetch` cannot set `Host`, hence node:http). Anything but an HTTP 200 JSON object with a numeric
 * status (no answer in time, a refused connection, a proxy's error page, a cut or oversized answer) throws
 * SignatureServiceUnavailable: the caller tells the user the service is unavailable, never a 500.
 *
 * @example
 * const answer = await callEimzoServer(server, '/frontend/challenge');
 */
export function callEimzoServer(
  server: EimzoServerOptions,
  path: string,
  options: { body?: string; client?: SignatureClient } = {},
): Promise<EimzoServerAnswer> {
  const url = new URL(path.replace(/^\//, ''), server.url.endsWith('/') ? server.url : `${server.url}/`);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.client) Object.assign(headers, { 'x-real-ip': options.client.ip, host: server.siteHost ?? options.client.host });
  if (options.body !== undefined) headers['content-type'] = 'text/plain';
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => reject(new SignatureServiceUnavailable(`E-IMZO server ${url.pathname}: ${reason}`));
    const request = send(
      url,
      { method: options.body === undefined ? 'GET' : 'POST', headers, signal: AbortSignal.timeout(server.timeoutMs) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            request.destroy();
            fail('answer too large');
          } else chunks.push(chunk);
        });
        response.on('error', (error) => fail(error.message));
        response.on('end', () => {
          if (response.statusCode !== 200) return fail(`HTTP ${response.statusCode}`);
          const answer = parseAnswer(Buffer.concat(chunks).toString('utf8'));
          if (answer) resolve(answer);
          else fail('not an E-IMZO server answer');
        });
      },
    );
    request.on('error', (error) =>
      fail(error.name === 'AbortError' || error.name === 'TimeoutError' ? 'no answer in time' : error.message),
    );
    request.end(options.body);
  });
}

function parseAnswer(text: string): EimzoServerAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const answer = value as Record<string, unknown>;
  if (typeof answer.status !== 'number') return null;
  return { ...answer, status: answer.status, message: typeof answer.message === 'string' ? answer.message : '' };
}
