import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../../server/db/migrations';
import { createTestApp, type TestApp } from './testApp';
import { createTestDatabase } from './testDatabase';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The production template is made once per run (migrations and seed): within the hook's longer timeout.
beforeAll(async () => (await createTestDatabase('production')).drop());

let t: TestApp | null = null;
afterEach(async () => {
  // A test that broke its database leaves a close that cannot finish cleanly.
  await t?.close().catch(() => undefined);
  t = null;
});

/** The value of one sample line of a Prometheus text, or null when there is none. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((pair) => parts.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('health and readiness', () => {
  it('answer JSON without authentication, also where the app would answer any other GET with its HTML', async () => {
    t = await createTestApp({ demo: false, staticRoot: root });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    // Any other unknown path is still the app's page (history-mode routing).
    const page = await t.app.inject({ method: 'GET', url: '/some/deep/link' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('/ready says "migrations pending" when the database lacks a migration of this build', async () => {
    t = await createTestApp({ demo: false });
    await sql`DELETE FROM platon_migrations WHERE name = ${LATEST_MIGRATION}`.execute(t.db);
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', reason: 'migrations pending' });
  });

  it('/ready answers 503 when the database does not answer, while /health still answers 200', async () => {
    t = await createTestApp({ demo: false });
    await t.db.destroy();
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', reason: 'database unreachable' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('every answer carries one; a safe incoming id is kept, anything else replaced', async () => {
    t = await createTestApp({ demo: false });
    const fresh = await t.app.inject({ method: 'GET', url: '/api/info' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/api/info', headers: { 'x-request-id': 'lb-7f3a.91:2' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91:2');
    for (const unsafe of ['a b', '"quoted"', 'x'.repeat(65), 'line\u2028break']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/api/info', headers: { 'x-request-id': unsafe } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("a 500's body names the request's id, the same as its header", async () => {
    t = await createTestApp({ demo: false });
    await t.db.destroy();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'support-case-42' },
      payload: { username: 'admin', password: 'wrong' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('support-case-42');
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Серверда хатолик',
      requestId: 'support-case-42',
    });
  });
});

/** A log stream that keeps the parsed JSON lines. */
function logLines(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

describe('request log', () => {
  it('at info: one JSON line per request with its id, route pattern, status and time; probes and query strings left out', async () => {
    const log = logLines();
    t = await createTestApp({ demo: false, logger: { level: 'info', stream: log.stream } });
    const page = await t.app.inject({ method: 'GET', url: '/api/pages/some-page?token=secret-link-token' });
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/ready' });
    const requests = log.lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        level: 30,
        requestId: page.headers['x-request-id'],
        method: 'GET',
        path: '/api/pages/some-page',
        route: '/api/pages/:name',
        status: page.statusCode,
        ms: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('secret-link-token');
  });

  it('at the default warn: no line for a request that went well', async () => {
    const log = logLines();
    t = await createTestApp({ demo: false, logger: { level: 'warn', stream: log.stream } });
    await t.app.inject({ method: 'GET', url: '/api/info' });
    await t.app.inject({ method: 'GET', url: '/health' });
    expect(log.lines).toEqual([]);
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern and status, sign-in failures and refusals, and the process figures', async () => {
    t = await createTestApp({ demo: false, loginLimits: { pairFreeAttempts: 1 } });
    for (const id of [1, 2, 3]) await t.app.inject({ method: 'GET', url: `/api/pages/no-such-page-${id}` });
    const wrong = { username: 'nobody', password: 'wrong-password' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrong })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrong })).statusCode).toBe(429);

    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const pages = { method: 'GET', route: '/api/pages/:name' };
    const statuses = ['401', '404'].map((status) =>
      sample(text, 'platon_http_request_duration_seconds_count', { ...pages, status_code: status }),
    );
    expect(statuses.reduce((sum: number, value) => sum + (value ?? 0), 0)).toBe(3);
    // The pattern, never the address: no label holds the page names asked for.
    expect(text).not.toContain('no-such-page');
    expect(sample(text, 'platon_sign_in_failures_total', { route: '/api/auth/login' })).toBe(1);
    expect(sample(text, 'platon_sign_in_throttled_total', { route: '/api/auth/login' })).toBe(1);
    expect(text).toMatch(/^platon_db_query_duration_seconds_count\{operation="select"\} [1-9]/m);
    // PostgreSQL's pool figures; PGlite has one connection and no pool to report.
    if (process.env.DATABASE_URL) expect(text).toMatch(/^platon_db_pool_connections [1-9]/m);
    else expect(text).not.toContain('platon_db_pool_connections');
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('with a token set, answers 401 without it or with another, and the figures with it', async () => {
    t = await createTestApp({ demo: false, monitoring: { metricsToken: 's3cret-scrape' } });
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).not.toContain('platon_');
    const other = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer s3cret-scrap' } });
    expect(other.statusCode).toBe(401);
    const right = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer s3cret-scrape' } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('platon_http_request_duration_seconds');
    // The probes stay open: orchestrators call them without credentials.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
