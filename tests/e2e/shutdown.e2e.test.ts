import http from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';

/**
 * A rolling restart under load: SIGTERM reaches a production server while clients keep sending
 * requests over keep-alive connections. Every request must either get its whole, normal answer or not be taken
 * at all (see send); none may be cut mid-answer or answered 5xx, and the process must end with exit code 0
 * within its shutdown bound. PLATON_SHUTDOWN_REPORT=1 prints the counts.
 */
let server: RunningServer | null = null;
afterEach(async () => {
  await server?.stop({ checkServing: false });
  server = null;
});

type Outcome =
  | { kind: 'answered'; status: number; at: number }
  | { kind: 'refused' }
  | { kind: 'unanswered'; error: string }
  | { kind: 'failed'; error: string };

/**
 * One request, classified. Besides a refused connect, a connection may be reset before any byte of an answer:
 * one the kernel had queued on the listener as it closed, or a keep-alive connection closed as idle just as
 * this request was sent on it. Either way no handler ran and nothing was acknowledged; a client sends it again
 * (Node's documented retry), and it is no failure of the drain. A reset after the answer began is one.
 */
function send(agent: http.Agent, url: URL, request: { method: string; path: string; body?: string }): Promise<Outcome> {
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
      if (!answered) return resolve({ kind: 'unanswered', error: `${error.code ?? ''} ${error.message}` });
      resolve({ kind: 'failed', error: `${error.code ?? ''} ${error.message}${answered ? ' after the answer started' : ''}` });
    });
    req.end(request.body);
  });
}

it(
  'SIGTERM under load: every request answered whole or never taken (refused or reset before any answer), no 5xx, exit 0 within the bound',
  { timeout: 120_000 },
  async () => {
    // On a copy of the suite's seeded folder (scripts/lib/server.mjs): a fresh folder's migrations would cost
    // this file most of its time; production starts on a fresh folder are firstAdministrator.e2e.test.ts's.
    server = await startServer({ PLATON_DEMO: '0', PLATON_SHUTDOWN_SECONDS: '10' }, { timeoutMs: 120_000 });
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
    if (process.env.PLATON_SHUTDOWN_REPORT) {
      const counts: Record<string, number> = {};
      for (const outcome of outcomes) counts[outcome.kind] = (counts[outcome.kind] ?? 0) + 1;
      console.log('shutdown under load:', counts, { stoppedMs, exit });
    }
    const answered = outcomes.filter((outcome): outcome is Outcome & { kind: 'answered' } => outcome.kind === 'answered');
    expect(failed, server.output()).toEqual([]);
    expect(answered.filter((outcome) => outcome.status >= 500)).toEqual([]);
    expect(answered.length).toBeGreaterThan(20);
    // What was in flight when the signal came got its answer after it.
    expect(answered.some((outcome) => outcome.at >= signalledAt)).toBe(true);
    // Every loop ended on a request the stopped server no longer took: nothing hung.
    expect(outcomes.filter((outcome) => outcome.kind === 'refused' || outcome.kind === 'unanswered')).toHaveLength(8);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(stoppedMs).toBeLessThan(10_000);
  },
);
