import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import pg from 'pg';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/lib/postgresCluster.mjs';
import { createPasswordHasher } from '../../server/auth/createPasswordHasher';
import { startServer, type RunningServer } from './harness';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/roundRobinProxy';

const BUCKET = 'platon-scale';
const ADMIN = { username: 'boss', password: 'Boss-pass-2026' };
/** Free password attempts of one account from one address (PLATON_LOGIN_FREE_ATTEMPTS) before the waits. */
const FREE_ATTEMPTS = 3;

interface SignedIn {
  token: string;
  /** The `platon_refresh=…` pair of the session cookie (PLATON_SESSION_COOKIE). */
  cookie: string;
  deviceId: string;
}

/**
 * Issue 42, "past one machine, checked": two production instances (PLATON_DEMO=0) of the built server on one
 * PostgreSQL, files in an S3 object store (s3rver), behind a round-robin reverse proxy
 * (support/roundRobinProxy). What a deployment of several instances relies on: a session started on one is
 * good on the other, a file stored through one is read through the other, a job started on one is followed
 * and downloaded on the other, the sign-in limits count attempts on both as one, an instance with keys of
 * its own is refused, and losing an instance fails only the requests it held at that moment. The servers, the
 * database and the object store start once; the last case kills the second instance.
 */
describe('two production instances behind a proxy (issue 42)', () => {
  let s3: { close(): Promise<void> };
  let s3Folder: string;
  let s3Client: S3Client;
  let cluster: { url: string; stop(): void };
  let first: RunningServer;
  let second: RunningServer;
  let proxy: RoundRobinProxy;
  let env: Record<string, string>;

  beforeAll(async () => {
    s3Folder = await mkdtemp(path.join(tmpdir(), 'platon-scale-s3-'));
    const s3Server = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Folder, silent: true, configureBuckets: [{ name: BUCKET }] });
    const s3Address = (await s3Server.run()) as AddressInfo;
    s3 = s3Server;
    const s3Endpoint = `http://127.0.0.1:${s3Address.port}`;
    s3Client = new S3Client({
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    cluster = await startPostgresCluster();
    env = {
      DATABASE_URL: cluster.url,
      PLATON_DEMO: '0',
      PLATON_ARGON2_MEMORY_KIB: '1024',
      PLATON_ARGON2_PASSES: '1',
      PLATON_ADMIN_USERNAME: ADMIN.username,
      PLATON_ADMIN_PASSWORD: ADMIN.password,
      // The keys every instance must share (docs/several-instances.md).
      PLATON_JWT_SECRET: randomBytes(48).toString('base64url'),
      PLATON_DATA_KEY: randomBytes(32).toString('base64url'),
      PLATON_S3_BUCKET: BUCKET,
      PLATON_S3_ENDPOINT: s3Endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      // The proxy is on this machine: the client's address comes from its X-Forwarded-For.
      PLATON_TRUST_PROXY: '127.0.0.1',
      PLATON_SESSION_COOKIE: '1',
      // A refresh token spent twice ends its session at once (no grace for a second tab).
      PLATON_REFRESH_REUSE_GRACE: '0',
      PLATON_LOGIN_FREE_ATTEMPTS: String(FREE_ATTEMPTS),
      // The account's own budget (any address) out of the way: the case counts one address's attempts.
      PLATON_LOGIN_ACCOUNT_FREE_ATTEMPTS: '100',
    };
    // Both at once on the empty database, as an orchestrator starts replicas: one migrates, seeds and creates
    // the administrator, the other waits on the same locks and finds it done.
    [first, second] = await Promise.all([startServer(env, { timeoutMs: 120_000 }), startServer(env, { timeoutMs: 120_000 })]);
    proxy = await startRoundRobinProxy([first.url, second.url]);
    // A user of the organisation for the sign-in limits (the UI that makes one is userAdmin.e2e's).
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const hash = await createPasswordHasher({ memoryKiB: 1024, passes: 1 }).hash('Kotib-pass-1');
    await client.query(`INSERT INTO users (username, password_hash, full_name) VALUES ('kotib', $1, 'Котиба')`, [hash]);
    await client.end();
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await first?.stop();
    // Killed by the last case (when it ran).
    await second?.stop({ checkServing: false });
    cluster?.stop();
    await s3?.close();
    s3Client?.destroy();
    if (s3Folder) await rm(s3Folder, { recursive: true, force: true });
  });

  async function signIn(url: string, username: string, password: string, deviceId = `scale-${randomBytes(6).toString('hex')}`) {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'device-id': deviceId },
      body: JSON.stringify({ username, password }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { data } = (await response.json()) as { data: { token: string; refresh_token?: string } };
    // The cookie session mode: the refresh token travels only as the HttpOnly cookie.
    expect(data.refresh_token).toBeUndefined();
    return { token: data.token, cookie: refreshCookie(response), deviceId } satisfies SignedIn;
  }

  function refreshCookie(response: Response): string {
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('platon_refresh='));
    expect(cookie).toBeDefined();
    return cookie!.split(';')[0]!;
  }

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers } });

  async function userName(url: string, token: string): Promise<number | string> {
    const response = await get(`${url}/api/user-info`, token);
    if (response.status !== 200) return response.status;
    return ((await response.json()) as { data: { username: string } }).data.username;
  }

  it('a session started on one instance is good on the other: its calls, its refresh, and its end', async () => {
    const session = await signIn(first.url, ADMIN.username, ADMIN.password);
    expect(await userName(second.url, session.token)).toBe(ADMIN.username);

    // The refresh cookie issued by the first is traded on the second, and the new token works on the first.
    const refresh = (url: string, cookie: string) =>
      fetch(`${url}/api/auth/refresh/token`, { headers: { cookie, 'device-id': session.deviceId } });
    const refreshed = await refresh(second.url, session.cookie);
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const { access_token: token } = ((await refreshed.json()) as { data: { access_token: string } }).data;
    expect(await userName(first.url, token)).toBe(ADMIN.username);
    const cookie = refreshCookie(refreshed);
    expect(cookie).not.toBe(session.cookie);

    // The spent cookie played again on the first is a stolen token's use: the session ends, on both at once.
    expect((await refresh(first.url, session.cookie)).status).toBe(401);
    await expect.poll(() => userName(second.url, token), { timeout: 5_000 }).toBe(401);
    expect(await userName(first.url, token)).toBe(401);
    expect((await refresh(second.url, cookie)).status).toBe(401);
  });

  it('a file uploaded through one instance is stored in the object store and downloads byte for byte through the other', async () => {
    const { token } = await signIn(first.url, ADMIN.username, ADMIN.password);
    const category = await fetch(`${first.url}/api/forms/file_categories/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ values: { name: 'Шартномалар', allowed_extensions: 'pdf', max_size: 2048 } }),
    });
    expect(category.status, await category.clone().text()).toBe(201);
    const { id: categoryId } = ((await category.json()) as { data: { id: number } }).data;

    // A PDF of 300 KiB: its header, then random bytes (nothing a stream could get right by accident).
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), randomBytes(300 * 1024), Buffer.from('\n%%EOF\n', 'latin1')]);
    const form = new FormData();
    form.set('category', String(categoryId));
    form.set('folder', '2026');
    form.set('file', new Blob([body], { type: 'application/pdf' }), 'шартнома.pdf');
    const uploaded = await fetch(`${first.url}/api/file-manager/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const file = ((await uploaded.json()) as { data: { id: string; url: string } }).data;

    const download = await get(`${second.url}/api/uploads/auth/files/${file.id}`, token);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);
    // The link the first signed opens on the second without a token (both sign with the shared key).
    const signed = await fetch(new URL(file.url, `${second.url}/api/`));
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).equals(body)).toBe(true);

    // The body is in the bucket, not in the first instance's data folder.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [file.id]);
    await client.end();
    const object = await s3Client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${rows[0]!.storage_key}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(body)).toBe(true);
    expect(existsSync(path.join(first.dataDir, 'uploads', rows[0]!.storage_key))).toBe(false);
  });

  it('an export job started on one instance is followed to its end and downloaded on the other', async () => {
    const { token } = await signIn(first.url, ADMIN.username, ADMIN.password);
    const started = await fetch(`${first.url}/api/jobs/export/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const { id } = ((await started.json()) as { data: { id: string } }).data;

    type Job = { status: string; resultFileId: string | null; resultFileName: string | null; total: number | null };
    const onSecond = async () => ((await (await get(`${second.url}/api/jobs/${id}`, token)).json()) as { data: Job }).data;
    await expect.poll(async () => (await onSecond()).status, { timeout: 30_000 }).toBe('done');
    const job = await onSecond();
    expect(job.resultFileName).toMatch(/\.xlsx$/);
    // Its list there has it too.
    const list = ((await (await get(`${second.url}/api/jobs`, token)).json()) as { data: { id: string }[] }).data;
    expect(list.map((row) => row.id)).toContain(id);

    const result = await get(`${second.url}/api/uploads/auth/files/${job.resultFileId}`, token);
    expect(result.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await result.arrayBuffer());
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toEqual(expect.arrayContaining([ADMIN.username, 'kotib']));
  });

  /**
   * A sign-in to `kotib` through the proxy from `clientAddress`, one of the machine's loopback addresses
   * (127.0.0.0/8): the proxy appends it to X-Forwarded-For, and the instances, trusting the proxy, count the
   * attempt against it.
   */
  function signInThroughProxy(clientAddress: string, password: string): Promise<{ status: number; retryAfter: number }> {
    const body = JSON.stringify({ username: 'kotib', password });
    return new Promise((resolve, reject) => {
      const sent = httpRequest(
        `${proxy.url}/api/auth/login`,
        {
          method: 'POST',
          localAddress: clientAddress,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, retryAfter: Number(response.headers['retry-after'] ?? 0) }));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  }

  it('a burst of wrong passwords spread over both instances is limited as one, and the wait holds on both', async () => {
    const guesses = 16;
    const before = proxy.log.length;
    const startedAt = performance.now();
    const answers = await Promise.all(Array.from({ length: guesses }, (_, i) => signInThroughProxy('127.0.0.5', `guess-${i}`)));
    const seconds = (performance.now() - startedAt) / 1000;
    // Both instances took half of them.
    const upstreams = proxy.log.slice(before).map((entry) => entry.upstream);
    expect(upstreams.filter((upstream) => upstream === 0).length).toBe(guesses / 2);
    expect(upstreams.filter((upstream) => upstream === 1).length).toBe(guesses / 2);
    // FREE_ATTEMPTS checks, then one after 1 s, one 2 s after that…: as one server would allow, where two
    // counting apart would let twice the free attempts through.
    const allowed = FREE_ATTEMPTS + Math.floor(Math.log2(seconds + 1));
    expect(answers.filter(({ status }) => status === 401).length).toBeLessThanOrEqual(allowed);
    expect(answers.filter(({ status }) => status === 429).length).toBeGreaterThanOrEqual(guesses - allowed);

    // The right password from there waits too, on either instance (two in a row: one each).
    const waited = proxy.log.length;
    for (let i = 0; i < 2; i++) {
      const { status, retryAfter } = await signInThroughProxy('127.0.0.5', 'Kotib-pass-1');
      expect(status).toBe(429);
      expect(retryAfter).toBeGreaterThan(0);
    }
    expect(new Set(proxy.log.slice(waited).map((entry) => entry.upstream))).toEqual(new Set([0, 1]));
    // The client's own address is what counts (the proxy's X-Forwarded-For, trusted): the owner signing in
    // from another is not made to wait for the guesses, and the audit log names the guessing address.
    expect((await signInThroughProxy('127.0.0.6', 'Kotib-pass-1')).status).toBe(200);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ ip: string }>(
      `SELECT DISTINCT ip FROM user_logs WHERE username = 'kotib' AND action_type = 'loginFailed'`,
    );
    await client.end();
    expect(rows.map((row) => row.ip)).toEqual(['127.0.0.5']);
  });

  it('an instance started with keys of its own is refused, saying which key differs', async () => {
    const { PLATON_JWT_SECRET: _jwt, PLATON_DATA_KEY: _data, ...withoutKeys } = env;
    const failures = await Promise.all([
      // No keys given: it generates its own into its data folder, as a first instance would.
      startServer(withoutKeys, { timeoutMs: 120_000 }).then(
        (server) => server.stop().then(() => 'started'),
        (error: Error) => error.message,
      ),
      startServer({ ...env, PLATON_JWT_SECRET: randomBytes(48).toString('base64url') }, { timeoutMs: 120_000 }).then(
        (server) => server.stop().then(() => 'started'),
        (error: Error) => error.message,
      ),
    ]);
    expect(failures[0]).toContain("Platon failed to start: this instance's PLATON_JWT_SECRET and PLATON_DATA_KEY differ from the one");
    expect(failures[1]).toContain("Platon failed to start: this instance's PLATON_JWT_SECRET differs from the one");
  });

  // Not retried: a second attempt would find the instance killed already.
  it(
    'an instance killed under a steady load fails only the requests it held; the survivor serves the rest',
    { timeout: 60_000, retry: 0 },
    async () => {
      const { token } = await signIn(proxy.url, ADMIN.username, ADMIN.password);
      const results = new Map<string, boolean>();
      let stopAt = Number.POSITIVE_INFINITY;
      let sent = 0;
      const worker = async () => {
        while (performance.now() < stopAt) {
          const loadId = String(sent++);
          try {
            const response = await get(`${proxy.url}/api/user-info`, token, { 'x-load-id': loadId });
            const answer = (await response.json()) as { data?: { username?: string } };
            results.set(loadId, response.status === 200 && answer.data?.username === ADMIN.username);
          } catch {
            results.set(loadId, false);
          }
        }
      };
      const load = Promise.all(Array.from({ length: 4 }, worker));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // The kill is a moment that lasts until the kernel has torn the process down: a connection it accepted
      // meanwhile is reset rather than refused. Held by the killed instance: on it at any time in between.
      const died = new Promise<number>((resolve) => second.process.once('exit', () => resolve(performance.now())));
      const killedAt = performance.now();
      second.process.kill('SIGKILL');
      const diedAt = await died;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      stopAt = performance.now();
      await load;

      // The proxy records a request when its answer has ended, which may be a moment after the client read it.
      const loadEntries = () => proxy.log.filter((entry) => entry.loadId !== undefined);
      await expect.poll(() => loadEntries().length).toBe(results.size);
      const entries = loadEntries();
      const byId = new Map(entries.map((entry) => [entry.loadId!, entry]));
      // Before the kill the load went to both.
      const beforeKill = entries.filter((entry) => entry.endedAt < killedAt);
      expect(new Set(beforeKill.map((entry) => entry.upstream))).toEqual(new Set([0, 1]));
      // Every failure was a request the killed instance held when it was killed.
      const heldByKilled = entries.filter((entry) => entry.upstream === 1 && entry.startedAt <= diedAt && entry.endedAt >= killedAt);
      const failed = [...results].filter(([, ok]) => !ok).map(([loadId]) => byId.get(loadId)!);
      expect(
        failed.filter((entry) => !heldByKilled.includes(entry)),
        `killed at ${killedAt}, died at ${diedAt}`,
      ).toEqual([]);
      // After it: all on the survivor, the killed one's turns refused at connect and passed on.
      const afterKill = entries.filter((entry) => entry.startedAt > diedAt);
      expect(afterKill.length).toBeGreaterThan(10);
      expect(afterKill.every((entry) => entry.upstream === 0 && entry.status === 200 && results.get(entry.loadId!))).toBe(true);
      expect(afterKill.filter((entry) => entry.refusedBy.includes(1)).length).toBeGreaterThan(0);
      console.log(
        `kill under load: ${results.size} requests, ${heldByKilled.length} held by the killed instance, ${failed.length} failed, ${afterKill.length} after the kill all served by the survivor`,
      );

      // The survivor still says it is ready, through the proxy.
      const ready = await fetch(`${proxy.url}/ready`);
      expect(ready.status).toBe(200);
    },
  );
});
