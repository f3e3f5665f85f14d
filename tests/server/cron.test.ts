import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CronRun } from '../../src/core/api/cronContract';
import { createCronScheduler } from '../../server/cron/createCronScheduler';
import { cronSchedule } from '../../server/cron/cronSchedule';
import { createFileStorage } from '../../server/files/createFileStorage';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

/** Issue 45: scheduled tasks that run (`cron`), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true, cron: { manual: true, waitMs: 20_000 } });
  admin = (await login(t.app, 'admin', 'admin123')).token;
  user = (await login(t.app, 'user', 'user123')).token;
});
afterAll(async () => t?.close());

const auth = (token: string, locale?: string) => ({
  authorization: `Bearer ${token}`,
  ...(locale && { 'accept-language': locale }),
});

/** A task straight in the table (the form's checks have their own tests below). */
async function task(values: Record<string, unknown>): Promise<number> {
  const row = await t.db
    .insertInto('cron')
    .values({ name: `task ${randomUUID().slice(0, 8)}`, expression: '0 3 * * *', handler: 'sql', is_active: false, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function runNow(id: number, token = admin, locale?: string) {
  return t.app.inject({ method: 'POST', url: `/api/cron/${id}/run`, headers: auth(token, locale) });
}

async function runs(id: number) {
  return t.db.selectFrom('cron_runs').selectAll().where('cron_id', '=', id).orderBy('started_at').execute();
}

describe('schedule', () => {
  it('reads five fields, or six with seconds, in the task time zone', () => {
    expect(cronSchedule('0 3 * * *', 'Asia/Tashkent').nextRun(new Date('2026-01-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-01-01T22:00:00.000Z',
    );
    expect(cronSchedule('0 3 * * *', 'UTC').nextRun(new Date('2026-01-01T00:00:00Z'))?.toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(cronSchedule('*/10 * * * * *', 'UTC').nextRun(new Date('2026-01-01T00:00:05Z'))?.toISOString()).toBe('2026-01-01T00:00:10.000Z');
    expect(
      cronSchedule('*/5 * * * *', 'UTC')
        .nextRuns(2, new Date('2026-01-01T00:03:00Z'))
        .map((d) => d.toISOString()),
    ).toEqual(['2026-01-01T00:05:00.000Z', '2026-01-01T00:10:00.000Z']);
  });

  it('refuses what is not a schedule or not a zone', () => {
    for (const bad of ['', 'every day', '* * *', '61 * * * *', '* * * * * * *']) expect(() => cronSchedule(bad, 'UTC'), bad).toThrow();
    expect(() => cronSchedule('0 3 * * *', 'Mars/Olympus')).toThrow();
  });
});

describe('run now and the runs list', () => {
  it('runs an SQL task in a transaction and lists the run with its rows', async () => {
    const id = await task({ sql_text: 'UPDATE app.appeals SET is_urgent = true WHERE id <= 3' });
    await sql`UPDATE app.appeals SET is_urgent = false WHERE id <= 3`.execute(t.db);
    const response = await runNow(id);
    expect(response.statusCode, response.body).toBe(200);
    const run: CronRun = response.json().data;
    expect(run).toMatchObject({ taskId: id, trigger: 'manual', status: 'done', rows: 3, message: 'Бажарилди' });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM app.appeals WHERE id <= 3 AND is_urgent`.execute(t.db);
    expect(rows[0]!.n).toBe(3);

    await runNow(id);
    const listed = await t.app.inject({ url: `/api/cron/${id}/runs?page=1&pageSize=1`, headers: auth(admin, 'en') });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json().data as { runs: CronRun[]; total: number };
    expect(page.total).toBe(2);
    expect(page.runs).toHaveLength(1);
    expect(page.runs[0]).toMatchObject({ status: 'done', rows: 3, message: 'Done' });
    expect(Date.parse(page.runs[0]!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(page.runs[0]!.startedAt));
    const second = await t.app.inject({ url: `/api/cron/${id}/runs?page=2&pageSize=1`, headers: auth(admin) });
    expect(second.json().data.runs[0].id).not.toBe(page.runs[0]!.id);
  });

  it('records a failing statement with the database error, writing nothing', async () => {
    const id = await task({ sql_text: 'UPDATE app.no_such_table SET x = 1' });
    const run: CronRun = (await runNow(id, admin, 'en')).json().data;
    expect(run.status).toBe('failed');
    expect(run.message).toMatch(/^The task failed: .*no_such_table/);
    expect(run.rows).toBeNull();
  });

  it('refuses a run while the task still runs, and unknown tasks', async () => {
    expect((await runNow(999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/cron/999999/runs', headers: auth(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/cron/abc/runs', headers: auth(admin) })).statusCode).toBe(400);
    const id = await task({ sql_text: 'SELECT 1' });
    await t.db
      .insertInto('cron_runs')
      .values({
        id: randomUUID(),
        cron_id: id,
        occurrence: new Date(),
        trigger: 'schedule',
        instance: 'elsewhere',
        user_id: null,
        deadline_at: new Date(Date.now() + 60_000),
      })
      .execute();
    expect((await runNow(id)).statusCode).toBe(409);
  });

  it('is for administrators only', async () => {
    const id = await task({ sql_text: 'SELECT 1' });
    expect((await runNow(id, user)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/cron/${id}/runs`, headers: auth(user) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/cron/${id}/run` })).statusCode).toBe(401);
    expect(await runs(id)).toHaveLength(0);
  });

  it('purges orphan uploads and exports a table into the file manager', async () => {
    const purge = await task({ handler: 'purge_orphan_uploads' });
    expect((await runNow(purge)).json().data).toMatchObject({ status: 'done', rows: 0 });
    const exported = await task({ handler: 'export_table', target: 'appeals', timeout_seconds: 120 });
    const run: CronRun = (await runNow(exported)).json().data;
    expect(run, run.message ?? '').toMatchObject({ status: 'done' });
    expect(run.rows).toBeGreaterThan(0);
    const file = await t.db.selectFrom('files').selectAll().where('id', '=', run.resultFileId!).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ extension: 'xlsx', folder: `cron/${exported}` });
  });
});

describe('form saves (cron_crud)', () => {
  it("saves each row of an operation's values through the form with its rules, all or nothing", async () => {
    const id = await task({ handler: 'form_save' });
    await t.db
      .insertInto('cron_crud')
      .values({
        cron_id: id,
        operation: 'update',
        target: 'appeals',
        values_sql: "SELECT id, version, 'Вазифа ёзди' AS description FROM app.appeals WHERE id IN (30, 31)",
      })
      .execute();
    const before = await sql<{ version: number }>`SELECT version FROM app.appeals WHERE id = 30`.execute(t.db);
    expect((await runNow(id)).json().data).toMatchObject({ status: 'done', rows: 2 });
    const { rows } = await sql<{
      description: string;
      version: number;
    }>`SELECT description, version FROM app.appeals WHERE id IN (30, 31) ORDER BY id`.execute(t.db);
    expect(rows.map((row) => row.description)).toEqual(['Вазифа ёзди', 'Вазифа ёзди']);
    expect(rows[0]!.version).toBe(before.rows[0]!.version + 1);

    // A row the form refuses (longer than the element's 2000 characters) fails the run and writes nothing.
    const refused = await task({ handler: 'form_save' });
    await t.db
      .insertInto('cron_crud')
      .values([
        { cron_id: refused, operation: 'sql', target: null, values_sql: "UPDATE app.appeals SET phone = 'set by sql' WHERE id = 33" },
        {
          cron_id: refused,
          operation: 'update',
          target: 'appeals',
          values_sql: "SELECT id, version, repeat('x', 2001) AS description FROM app.appeals WHERE id = 32",
        },
      ])
      .execute();
    const run: CronRun = (await runNow(refused)).json().data;
    expect(run.status).toBe('failed');
    expect(run.message).toContain('description');
    const phone = await sql<{ phone: string | null }>`SELECT phone FROM app.appeals WHERE id = 33`.execute(t.db);
    expect(phone.rows[0]!.phone).not.toBe('set by sql');
  });

  it('fails a task without operations', async () => {
    const id = await task({ handler: 'form_save' });
    expect((await runNow(id, admin, 'en')).json().data).toMatchObject({ status: 'failed', message: 'The task has no operations' });
  });
});

describe('on /async', () => {
  it('shows administrators the runs and the named users the failures, read-only entries of kind cron', async () => {
    const failing = await task({ name: 'Бузилган вазифа', sql_text: 'SELECT 1/0', notify_logins: 'user' });
    const failed: CronRun = (await runNow(failing)).json().data;
    expect(failed.status).toBe('failed');
    const quiet = await task({ name: 'Жим вазифа', sql_text: 'SELECT 1/0' });
    const unnamed: CronRun = (await runNow(quiet)).json().data;

    const list = async (token: string) => {
      const response = await t.app.inject({ url: '/api/jobs', headers: auth(token, 'en') });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: string; kind: string; title: string; status: string; message: string }[]).filter(
        (job) => job.kind === 'cron',
      );
    };
    const forAdmin = await list(admin);
    expect(forAdmin.find((job) => job.id === failed.id)).toMatchObject({ title: 'Бузилган вазифа', status: 'failed' });
    expect(forAdmin.find((job) => job.id === failed.id)?.message).toMatch(/^The task failed: division by zero/);
    expect(forAdmin.map((job) => job.id)).toContain(unnamed.id);
    const forUser = await list(user);
    expect(forUser.map((job) => job.id)).toEqual([failed.id]);
    // Read-only: not the user's job to open, cancel or delete.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/${failed.id}`, headers: auth(admin) })).statusCode).toBe(404);
  });
});

describe('time limit', () => {
  it('stops a run past its limit, marks it failed and keeps nothing it wrote', async () => {
    await sql`UPDATE app.appeals SET phone = 'before' WHERE id = 10`.execute(t.db);
    const id = await task({
      sql_text: "UPDATE app.appeals SET phone = 'after' WHERE id = 10 AND pg_sleep(3) IS NOT NULL",
      timeout_seconds: 1,
    });
    const started = Date.now();
    const run: CronRun = (await runNow(id, admin, 'en')).json().data;
    expect(run).toMatchObject({ status: 'failed', message: 'Time limit (1 s) reached: the task was stopped', rows: null });
    // On PostgreSQL the server cancels the statement at the limit; PGlite cannot interrupt it, so there the
    // transaction is rolled back when it returns.
    if (process.env.DATABASE_URL) expect(Date.now() - started).toBeLessThan(2_800);
    const { rows } = await sql<{ phone: string }>`SELECT phone FROM app.appeals WHERE id = 10`.execute(t.db);
    expect(rows[0]!.phone).toBe('before');
  });
});

describe('scheduler', () => {
  const storage = () => createFileStorage(t.uploadsDir);

  it('two instances on one database run a due occurrence once, even in a burst', async () => {
    const id = await task({ expression: '* * * * * *', sql_text: 'SELECT 1', is_active: true });
    const options = { storage: storage(), orphanUploadMs: 3600_000, manual: true };
    const one = createCronScheduler(t.db, { ...options, instance: 'one' });
    const two = createCronScheduler(t.db, { ...options, instance: 'two' });
    try {
      await one.tick(); // a new task starts counting now
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).tick()));
      await Promise.all([one.idle(), two.idle()]);
      const done = await runs(id);
      expect(done).toHaveLength(1);
      expect(done[0]).toMatchObject({ trigger: 'schedule', status: 'done', rows_affected: expect.anything() });
      const occurrences = new Set(done.map((run) => run.occurrence.toISOString()));
      expect(occurrences.size).toBe(done.length);
    } finally {
      await t.db.updateTable('cron').set({ is_active: false }).where('id', '=', id).execute();
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('runs an occurrence missed while every server was down once at start when the task catches up', async () => {
    const hourAgo = new Date(Date.now() - 3600_000);
    const catching = await task({
      expression: '*/5 * * * *',
      sql_text: 'SELECT 1',
      is_active: true,
      catch_up: true,
      last_occurrence: hourAgo,
    });
    const skipping = await task({
      expression: '*/5 * * * *',
      sql_text: 'SELECT 1',
      is_active: true,
      catch_up: false,
      last_occurrence: hourAgo,
    });
    const scheduler = createCronScheduler(t.db, { storage: storage(), orphanUploadMs: 3600_000, manual: true, instance: 'start' });
    try {
      await scheduler.tick();
      await scheduler.tick();
      await scheduler.idle();
      const caught = await runs(catching);
      expect(caught).toHaveLength(1);
      expect(caught[0]).toMatchObject({ trigger: 'catch_up', status: 'done' });
      expect(caught[0]!.occurrence.getTime() % 300_000).toBe(0);
      expect(Date.now() - caught[0]!.occurrence.getTime()).toBeLessThan(300_000 + 5_000);
      expect(await runs(skipping)).toHaveLength(0);
      const cursor = await t.db.selectFrom('cron').select('last_occurrence').where('id', '=', skipping).executeTakeFirstOrThrow();
      expect(cursor.last_occurrence!.getTime()).toBeGreaterThan(hourAgo.getTime());
    } finally {
      await t.db.updateTable('cron').set({ is_active: false }).where('id', 'in', [catching, skipping]).execute();
      await scheduler.close();
    }
  });

  it('marks a run a stopped server left running failed once past its limit', async () => {
    const id = await task({ sql_text: 'SELECT 1' });
    const runId = randomUUID();
    await t.db
      .insertInto('cron_runs')
      .values({
        id: runId,
        cron_id: id,
        occurrence: new Date(),
        trigger: 'schedule',
        instance: 'gone',
        user_id: null,
        deadline_at: new Date(Date.now() - 120_000),
      })
      .execute();
    const scheduler = createCronScheduler(t.db, { storage: storage(), orphanUploadMs: 3600_000, manual: true, instance: 'sweeper' });
    await scheduler.tick();
    await scheduler.close();
    const row = await t.db.selectFrom('cron_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', message: 'Сервер тўхтади: вазифа тугалланмади' });
  });
});

describe('the configuration form', () => {
  const save = (values: Record<string, unknown>, locale?: string) =>
    t.app.inject({ method: 'POST', url: '/api/forms/cron/records', headers: auth(admin, locale), payload: { values } });
  const good = {
    name: 'Кунлик',
    expression: '0 3 * * *',
    time_zone: 'Asia/Tashkent',
    handler: 'sql',
    sql_text: 'SELECT 1',
    timeout_seconds: 60,
  };

  it('refuses a schedule that does not parse, an unknown zone, an empty statement and unknown users, writing nothing', async () => {
    const before = await t.db
      .selectFrom('cron')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ expression: 'every day' }, 'expression', 'Жадвал нотўғри: 5 ёки 6 майдонли cron ифодаси керак, масалан 0 3 * * *'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'Бундай вақт минтақаси йўқ'],
      [{ sql_text: '  ' }, 'sql_text', 'SQL сўровини киритинг'],
      [{ handler: 'export_table', target: 'no_such_table' }, 'target', 'Бундай жадвал йўқ'],
      [{ notify_logins: 'admin, nobody_here' }, 'notify_logins', 'Бундай фойдаланувчилар йўқ: {0}'],
    ];
    for (const [change, field, message] of cases) {
      const response = await save({ ...good, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(JSON.stringify(response.json()), field).toContain(field);
      expect(response.json().errors[field].message).toBe(message);
    }
    expect((await save({ ...good, notify_logins: 'admin, nobody_here' })).json().errors.notify_logins.params).toEqual(['nobody_here']);
    const english = await save({ ...good, expression: '61 * * * *' }, 'en');
    expect(english.body).toContain('Invalid schedule: a cron expression of 5 or 6 fields is needed');
    const after = await t.db
      .selectFrom('cron')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a task operation without values SQL or with a form that is not over an application table', async () => {
    const id = await task({ handler: 'form_save' });
    const saveOperation = (values: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forms/cron_crud/records',
        headers: auth(admin),
        payload: { values: { cron_id: id, ...values } },
      });
    const empty = await saveOperation({ operation: 'sql', values_sql: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.values_sql.message).toBe('SQL сўровини киритинг');
    const platform = await saveOperation({ operation: 'update', target: 'cron', values_sql: 'SELECT 1' });
    expect(platform.statusCode).toBe(422);
    expect(platform.json().errors.target.message).toBe('Бундай форма йўқ ёки у илова жадвалига ёзмайди');
    expect(
      (await saveOperation({ operation: 'update', target: 'appeals', values_sql: 'SELECT id, version FROM app.appeals WHERE false' }))
        .statusCode,
    ).toBe(201);
  });

  it('saves a good task, seconds included', async () => {
    const response = await save({ ...good, expression: '30 */5 * * * *', notify_logins: 'admin' });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('production start', () => {
  it('has no task, and a task an administrator adds runs', async () => {
    const production = await createTestApp({ demo: false, cron: { manual: true } });
    try {
      expect(await production.db.selectFrom('cron').selectAll().execute()).toEqual([]);
      const { id } = await production.db
        .insertInto('cron')
        .values({ name: 'Тозалаш', expression: '0 3 * * *', handler: 'purge_orphan_uploads' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const scheduler = createCronScheduler(production.db, {
        storage: createFileStorage(production.uploadsDir),
        orphanUploadMs: 3600_000,
        manual: true,
        instance: 'production',
      });
      const runId = await scheduler.runNow(id, 1);
      await scheduler.settled(runId);
      await scheduler.close();
      const run = await production.db.selectFrom('cron_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
      expect(run).toMatchObject({ status: 'done', trigger: 'manual' });
    } finally {
      await production.close();
    }
  });
});
