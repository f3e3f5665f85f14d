import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';

/**
 * A rolling restart under load: SIGTERM reaches a production server (fresh folder) while clients keep sending
 * requests over keep-alive connections. Every request must either get its whole, normal answer or be refused
 * at connect once the listener is gone; none may be cut mid-answer or answered 5xx, and the process must end
 * with exit code 0 within its shutdown bound.
 */
let server: RunningServer | null = null;
let dataDir: string | null = null;
afterEach(async () => {
  await server?.stop({ checkServing: false });
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  server = null;
  dataDir = null;
});

type Outcome = { kind: 'answered'; status: number; at: number } | { kind: 'refused' } | { kind: 'failed'; error: string };

/**
 * One request, classified. A keep-alive connection the server closed as idle just as this request was sent on
 * it is reset before any answer: the request never reached a handler, and a client sends it again (Node's
 * documented `reusedSocket` retry), as this one does, once.
 */
function send(agent: http.Agent, url: URL, request: { method: string; path: string; body?: string }, retried = false): Promise<Outcome> {
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(
      new URL(request.path, url),
      { agent, method: request.method, headers: request.body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const length = Number(res.headers['content-length'] ?? text.length);
          // A whole answer: all the bytes it announced, and a JSON body that parses.
          if (Buffer.byteLength(text) !== length) return resolve({ kind: 'failed', error: `answer cut at ${text.length} of ${length}` });
          try {
            JSON.parse(text);
          } catch {
            return resolve({ kind: 'failed', error: `not JSON: ${text.slice(0, 80)}` });
          }
          resolve({ kind: 'answered', status: res.statusCode ?? 0, at: Date.now() });
        });
        res.on('error', (error) => resolve({ kind: 'failed', error: `mid-answer: ${error.message}` }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return resolve({ kind: 'refused' });
      if (!answered && req.reusedSocket && !retried && (error.code === 'ECONNRESET' || error.message === 'socket hang up'))
        return void send(agent, url, request, true).then(resolve);
      resolve({ kind: 'failed', error: `${error.code ?? ''} ${error.message}${answered ? ' after the answer started' : ''}` });
    });
    req.end(request.body);
  });
}

it(
  'SIGTERM under load: every request answered whole or refused at connect, no 5xx, exit 0 within the bound',
  { timeout: 120_000 },
  async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'platon-shutdown-'));
    server = await startServer({ PLATON_DEMO: '0', PLATON_DATA_DIR: dataDir, PLATON_SHUTDOWN_SECONDS: '10' }, { timeoutMs: 120_000 });
    const url = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    // Cheap answers, a database read and write, and sign-ins that hash a password (tens of milliseconds each):
    // some are always in flight when the signal comes.
    const requests = [
      { method: 'GET', path: '/api/info' },
      { method: 'GET', path: '/health' },
      { method: 'POST', path: '/api/auth/login', body: JSON.stringify({ username: 'nobody', password: 'not-the-password' }) },
      { method: 'GET', path: '/api/pages/main' },
    ];
    const outcomes: Outcome[] = [];
    let signalledAt = 0;
    const loop = async (offset: number) => {
      for (let i = offset; ; i++) {
        const outcome = await send(agent, url, requests[i % requests.length]);
        outcomes.push(outcome);
        if (outcome.kind !== 'answered') return;
      }
    };
    const loops = Array.from({ length: 8 }, (_, offset) => loop(offset));
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server!.process.once('exit', (code, signal) => resolve({ code, signal })),
    );
    signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const exit = await exited;
    const stoppedMs = Date.now() - signalledAt;
    await Promise.all(loops);
    agent.destroy();

    const failed = outcomes.filter((outcome) => outcome.kind === 'failed');
    const answered = outcomes.filter((outcome): outcome is Outcome & { kind: 'answered' } => outcome.kind === 'answered');
    expect(failed, server.output()).toEqual([]);
    expect(answered.filter((outcome) => outcome.status >= 500)).toEqual([]);
    expect(answered.length).toBeGreaterThan(20);
    // What was in flight when the signal came got its answer after it.
    expect(answered.some((outcome) => outcome.at >= signalledAt)).toBe(true);
    // Every loop ended on a refusal at connect: the listener was gone, nothing hung.
    expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toHaveLength(8);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(stoppedMs).toBeLessThan(10_000);
  },
);
