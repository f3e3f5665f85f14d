import { randomBytes, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../src/core/api/jobContract';
import { buildApp } from '../../server/buildApp';
import { createJobRunner } from '../../server/jobs/createJobRunner';
import { multipart } from './filesFixture';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';
import { testHasher } from './testDatabase';

/** Issue 14: background jobs (`/jobs`, export and import as jobs), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true, jobs: { pollMs: 100, heartbeatMs: 100 } });
  admin = (await login(t.app, 'admin', 'admin123')).token;
  user = (await login(t.app, 'user', 'user123')).token;
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function job(token: string, id: string, app = t.app): Promise<Job> {
  const response = await app.inject({ url: `/api/jobs/${id}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const ended = (value: Job) => value.status !== 'queued' && value.status !== 'running';

async function appealCount(where = sql`true`): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM app.appeals WHERE ${where}`.execute(t.db);
  return rows[0]!.n;
}

describe('export as a background job', () => {
  it('writes the filtered table to a stored workbook, counting rows done of the total', async () => {
    const filters = JSON.stringify({ status_id: 1 });
    const expected = await appealCount(sql`status_id = 1`);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/export/appeals',
      headers: { ...auth(admin), 'accept-language': 'en' },
      payload: { filters, sort: 'id', order: 1 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const queued: Job = started.json().data;
    expect(queued).toMatchObject({ kind: 'export', name: 'appeals', title: 'All appeals', done: 0 });

    const finished = await until(() => job(admin, queued.id), ended, 'the export job');
    expect(finished).toMatchObject({ status: 'done', done: expected, total: expected, message: 'Экспорт тайёр' });
    // Counted for Prometheus (GET /metrics) once the runner has recorded its end.
    await until(
      async () => (await t.app.inject({ url: '/metrics' })).body,
      (text) => /^platon_job_duration_seconds_count\{kind="export",status="done"\} [1-9]/m.test(text),
      'the finished export in /metrics',
      5_000,
    );
    // The outcome reads in the reader's language.
    const english = await t.app.inject({ url: `/api/jobs/${queued.id}`, headers: { ...auth(admin), 'accept-language': 'en' } });
    expect(english.json().data.message).toBe('Export ready');
    expect(finished.resultFileName).toMatch(/^appeals-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(finished.expiresAt && Date.parse(finished.expiresAt)).toBeGreaterThan(Date.now());

    const download = await t.app.inject({ url: `/api/uploads/auth/files/${finished.resultFileId}`, headers: auth(admin) });
    expect(download.statusCode).toBe(200);
    expect(finished.resultSize).toBe(download.rawPayload.length);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('All appeals');
    const footerRows = sheet.actualRowCount - 1 - expected;
    expect(footerRows === 0 || footerRows === 1).toBe(true);

    const list = await t.app.inject({ url: '/api/jobs', headers: auth(admin) });
    expect(list.json().data[0]).toMatchObject({ id: queued.id, status: 'done' });
  });

  it('keeps a job its owner’s: another user neither sees nor cancels it', async () => {
    const started = await t.app.inject({ method: 'POST', url: '/api/jobs/export/appeals', headers: auth(admin), payload: {} });
    const { id } = started.json().data as Job;
    expect((await t.app.inject({ url: `/api/jobs/${id}`, headers: auth(user) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/cancel`, headers: auth(user) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: auth(user) })).statusCode).toBe(404);
    const theirs = await t.app.inject({ url: '/api/jobs', headers: auth(user) });
    expect(theirs.json().data.map((other: Job) => other.id)).not.toContain(id);
    await until(() => job(admin, id), ended, 'the job');
  });

  it('refuses a bad query, an unknown table and an anonymous caller before queueing anything', async () => {
    const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs`.execute(t.db)).rows[0]!.n;
    const badSort = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/export/appeals',
      headers: auth(admin),
      payload: { sort: 'no_such_field' },
    });
    expect(badSort.statusCode).toBe(400);
    const badFilters = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/export/appeals',
      headers: auth(admin),
      payload: { filters: '[1' },
    });
    expect(badFilters.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/jobs/export/no_such_table', headers: auth(admin), payload: {} });
    expect(unknown.statusCode).toBe(404);
    const nul = await t.app.inject({ method: 'POST', url: '/api/jobs/export/%00', headers: auth(admin), payload: {} });
    expect(nul.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/jobs/export/appeals', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/jobs/not-a-uuid!', headers: auth(admin) })).statusCode).toBe(400);
    const after = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs`.execute(t.db)).rows[0]!.n;
    expect(after).toBe(before);
  });
});

describe('jobs that wait', () => {
  // An instance that runs nothing: its jobs stay queued, so limits and cancels are seen as they are.
  let idle: TestApp;
  let token: string;
  beforeAll(async () => {
    idle = await createTestApp({ demo: true, jobs: { concurrency: 0 } });
    token = (await login(idle.app, 'admin', 'admin123')).token;
  });
  afterAll(async () => idle?.close());

  it('lets one user have three jobs waiting at once, also under a burst of requests', async () => {
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        idle.app.inject({ method: 'POST', url: '/api/jobs/export/appeals', headers: auth(token), payload: {} }),
      ),
    );
    const codes = burst.map((response) => response.statusCode).sort();
    expect(codes).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    expect(burst.find((response) => response.statusCode === 429)!.json().message).toBe('Бир вақтда 3 тадан ортиқ иш бажариб бўлмайди');
  });

  it('cancels a waiting job at once and forgets a deleted one', async () => {
    const [first] = (await idle.app.inject({ url: '/api/jobs', headers: auth(token) })).json().data as Job[];
    const cancelled = await idle.app.inject({
      method: 'POST',
      url: `/api/jobs/${first!.id}/cancel`,
      headers: { ...auth(token), 'accept-language': 'ru' },
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', message: 'Задача отменена' });
    const deleted = await idle.app.inject({ method: 'DELETE', url: `/api/jobs/${first!.id}`, headers: auth(token) });
    expect(deleted.statusCode).toBe(204);
    expect((await idle.app.inject({ url: `/api/jobs/${first!.id}`, headers: auth(token) })).statusCode).toBe(404);
    // A slot is free again.
    const again = await idle.app.inject({ method: 'POST', url: '/api/jobs/export/appeals', headers: auth(token), payload: {} });
    expect(again.statusCode).toBe(202);
  });
});

describe('several instances on one database', () => {
  it('run every job exactly once between them', async () => {
    // A second server on the same database, as a deployment with two instances would have.
    const second = await buildApp({
      db: t.db,
      secrets: { jwtSecret: randomBytes(32) },
      hasher: testHasher,
      staticRoot: null,
      uploadsDir: t.uploadsDir,
      jobs: { pollMs: 20 },
    });
    try {
      const owner = (await sql<{ id: number }>`SELECT id FROM users WHERE username = 'admin'`.execute(t.db)).rows[0]!.id;
      // Queued by an instance that is gone, so that either may claim them.
      const ids = Array.from({ length: 12 }, () => randomUUID());
      for (const id of ids) {
        await t.db
          .insertInto('jobs')
          .values({
            id,
            user_id: owner,
            kind: 'export',
            name: 'regions',
            title: 'Ҳудудлар',
            params: JSON.stringify({ query: {}, locale: 'uz', permissions: ['platon.admin'] }),
            instance: 'gone',
            created_at: new Date(Date.now() - 3600_000),
          })
          .execute();
      }
      const rows = await until(
        () => t.db.selectFrom('jobs').select(['id', 'status', 'attempts', 'instance', 'result_file_id']).where('id', 'in', ids).execute(),
        (list) => list.every((row) => row.status === 'done'),
        'both instances to finish',
      );
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      expect(new Set(rows.map((row) => row.result_file_id)).size).toBe(ids.length);
      const files = await t.db
        .selectFrom('files')
        .select('id')
        .where(
          'id',
          'in',
          rows.map((row) => row.result_file_id!),
        )
        .execute();
      expect(files).toHaveLength(ids.length);
      expect(rows.every((row) => row.instance !== 'gone')).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('marks a job failed when the server running it stopped answering, and never leaves it running', async () => {
    const owner = (await sql<{ id: number }>`SELECT id FROM users WHERE username = 'admin'`.execute(t.db)).rows[0]!.id;
    const id = randomUUID();
    await t.db
      .insertInto('jobs')
      .values({
        id,
        user_id: owner,
        kind: 'export',
        name: 'appeals',
        title: 'x',
        params: '{}',
        instance: 'killed',
        status: 'running',
        heartbeat_at: new Date(Date.now() - 3600_000),
      })
      .execute();
    const lost = await until(() => job(admin, id), ended, 'the lost job to be marked');
    expect(lost).toMatchObject({ status: 'failed', message: 'Сервер тўхтаб қолди, иш якунланмади' });
  });

  it('stops a running job cancelled through another instance with its next heartbeat', async () => {
    const owner = (await sql<{ id: number }>`SELECT id FROM users WHERE username = 'admin'`.execute(t.db)).rows[0]!.id;
    let started = false;
    const runner = createJobRunner(t.db, {
      instance: 'worker',
      storage: { save: async () => ({ ok: false, tooLarge: true }), open: async () => null, remove: async () => {} },
      heartbeatMs: 20,
      pollMs: 60_000,
      work: {
        import: async () => ({ status: 'done', message: '' }),
        // Works until it is told to stop.
        export: (_job, context) =>
          new Promise((_resolve, reject) => {
            started = true;
            context.signal.addEventListener('abort', () => reject(context.signal.reason));
          }),
      },
    });
    try {
      const id = randomUUID();
      await t.db
        .insertInto('jobs')
        .values({ id, user_id: owner, kind: 'export', name: 'appeals', title: 'x', params: '{}', instance: 'worker' })
        .execute();
      runner.kick();
      await until(async () => started, Boolean, 'the job to start');
      // The owner cancels through this app, which does not run the job: only the database flag reaches the worker.
      const cancel = await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/cancel`, headers: auth(admin) });
      expect(cancel.statusCode).toBe(200);
      const stopped = await until(() => job(admin, id), ended, 'the worker to stop');
      expect(stopped.status).toBe('cancelled');
    } finally {
      await runner.close();
    }
  });
});

describe('import as a background job', () => {
  const HEADERS = ['Рақами', 'Мурожаатчи', 'Телефон', 'Ҳудуд', 'Туман', 'Тоифа', 'Ҳолат', 'Сумма', 'Тўланган', 'Муддати', 'Мазмуни'];

  async function names() {
    const pick = async (from: string, where = sql``) =>
      (await sql<{ name: string }>`SELECT name FROM ${sql.id('app', from)} ${where} ORDER BY id LIMIT 1`.execute(t.db)).rows[0]!.name;
    return [
      await pick('regions', sql`WHERE id = 1`),
      await pick('districts', sql`WHERE region_id = 1`),
      await pick('categories'),
      await pick('statuses'),
    ];
  }

  function send(csv: string, query = '?background=true') {
    const { payload, headers } = multipart([{ name: 'file', filename: 'appeals.csv', content: Buffer.from(csv) }]);
    return t.app.inject({ method: 'POST', url: `/api/import/appeals${query}`, payload, headers: { ...headers, ...auth(admin) } });
  }

  it('imports every row with progress, and deletes the uploaded file when done', async () => {
    const [region, district, category, status] = await names();
    const lines = Array.from(
      { length: 300 },
      (_, i) => `BG-${String(i).padStart(5, '0')};Фоний ${i};;${region};${district};${category};${status};${i};0;01.02.2026;`,
    );
    const started = await send([HEADERS.join(';'), ...lines].join('\n'));
    expect(started.statusCode, started.body).toBe(202);
    const queued: Job = started.json().data;
    expect(queued.kind).toBe('import');
    const inputFile = (await t.db.selectFrom('jobs').select('input_file_id').where('id', '=', queued.id).executeTakeFirstOrThrow())
      .input_file_id;
    expect(inputFile).toBeTruthy();

    const finished = await until(() => job(admin, queued.id), ended, 'the import job');
    expect(finished).toMatchObject({
      status: 'done',
      done: 300,
      total: 300,
      message: 'Маълумотлар импорт қилинди',
      detail: { inserted: 300, updated: 0 },
    });
    expect(await appealCount(sql`number LIKE 'BG-%'`)).toBe(300);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', inputFile!).execute()).toEqual([]);
  });

  it('writes nothing from a file with a bad row and keeps the report as the job’s result', async () => {
    const [region, district, category, status] = await names();
    const csv = [
      HEADERS.join(';'),
      `BGX-1;Тўғри;;${region};${district};${category};${status};1;0;01.02.2026;`,
      `BGX-2;;;${region};${district};${category};${status};1;0;01.02.2026;`,
    ].join('\n');
    const started = await send(csv);
    expect(started.statusCode).toBe(202);
    const finished = await until(() => job(admin, started.json().data.id), ended, 'the refused import');
    expect(finished).toMatchObject({ status: 'failed', message: 'Маълумотлар импорт қилишда хатолик', detail: { rows: 2 } });
    expect(finished.detail!.errors).toContainEqual(expect.objectContaining({ row: 3, column: 'Мурожаатчи' }));
    expect(finished.resultFileName).toBe('appeals-errors.xlsx');
    expect(await appealCount(sql`number LIKE 'BGX-%'`)).toBe(0);
    const report = await t.app.inject({ url: `/api/uploads/auth/files/${finished.resultFileId}`, headers: auth(admin) });
    expect(report.statusCode).toBe(200);
  });

  it('turns a file over the size threshold into a job without being asked', async () => {
    const small = await createTestApp({ demo: true, importJobBytes: 10 });
    try {
      const token = (await login(small.app, 'admin', 'admin123')).token;
      const { payload, headers } = multipart([{ name: 'file', filename: 'appeals.csv', content: Buffer.from(`${HEADERS.join(';')}\n`) }]);
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/import/appeals',
        payload,
        headers: { ...headers, ...auth(token) },
      });
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json().data).toMatchObject({ kind: 'import', status: expect.stringMatching(/queued|running|done/) });
    } finally {
      await small.close();
    }
  });
});
