import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const FIXTURE = fileURLToPath(new URL('./handleUnhandledRejections.fixture.ts', import.meta.url));
let child: ChildProcess | null = null;

afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
});

/** Starts the fixture server; resolves with its base URL and its stderr so far (a getter). */
async function start(env: Record<string, string> = {}): Promise<{ base: string; stderr: () => string; exited: Promise<unknown> }> {
  const process_ = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = process_;
  let stderr = '';
  process_.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(process_, 'exit');
  let stdout = '';
  const port = await new Promise<string>((resolve, reject) => {
    process_.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening (\d+)/.exec(stdout);
      if (match) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`the fixture ended before listening: ${stderr}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

describe('handleUnhandledRejections (issue 39)', () => {
  it("answers 500 to the request whose work failed unawaited, logs it with the request's id and keeps serving", async () => {
    const server = await start();
    const get = await fetch(`${server.base}/floating`);
    expect(get.status).toBe(500);
    expect(await get.json()).toMatchObject({ statusCode: 500, message: 'Серверда хатолик' });
    // A request with a body: its handler runs after the body was read, still inside the request's scope.
    const post = await fetch(`${server.base}/floating`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(post.status).toBe(500);
    expect((await fetch(`${server.base}/after-answer`)).status).toBe(200);
    const alive = await fetch(`${server.base}/alive`);
    expect(await alive.json()).toEqual({ alive: true });
    await expect.poll(server.stderr).toContain('failure outside any request');
    const lines = server
      .stderr()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; err?: { message: string } });
    const failures = new Map(lines.map((line) => [line.err?.message, line]));
    expect(failures.get('floating failure (GET)')).toMatchObject({ msg: 'unhandled rejection in a request', reqId: expect.any(String) });
    expect(failures.get('floating failure (POST)')).toMatchObject({ msg: 'unhandled rejection in a request', reqId: expect.any(String) });
    expect(failures.get('failure after the answer')?.reqId).toEqual(expect.any(String));
    expect(failures.get('failure outside any request')).toMatchObject({ msg: 'unhandled rejection outside any request' });
    expect(failures.get('floating failure (GET)')!.reqId).not.toBe(failures.get('floating failure (POST)')!.reqId);
  });

  it('is what keeps it alive: without it the first floating failure ends the process', async () => {
    const server = await start({ KEEP_SERVING: '0' });
    const [code] = (await server.exited) as [number | null];
    expect(code).not.toBe(0);
    expect(server.stderr()).toContain('failure outside any request');
  });
});
