import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CronRunsTable, DatabaseSchema } from '../db/DatabaseSchema';
import { cronSchedule } from './cronSchedule';
import { CRON_TEXTS } from './cronTexts';
import { CronTimeLimit } from './CronTimeLimit';
import { runCronTask, type CronRunEnvironment, type CronTask } from './runCronTask';

export type CronRunRow = Selectable<CronRunsTable>;

export interface CronSchedulerOptions extends Omit<CronRunEnvironment, 'db'> {
  /** This server instance's name: the runs it claims carry it. */
  instance: string;
  /** How often due occurrences are looked for (default 1 s): one small SELECT when nothing is due. */
  tickMs?: number;
  /** An occurrence found later than this after its time was missed (every instance was down), not late (default 60 s). */
  graceMs?: number;
  /** How long finished runs are kept (default 30 days). */
  keepMs?: number;
  /** Tests: no timer, ticks only when called. */
  manual?: boolean;
  log?: { warn(detail: unknown, message: string): void; error(detail: unknown, message: string): void };
}

export interface CronScheduler {
  instance: string;
  /** Claims and starts what is due now: what the timer does, callable by tests. */
  tick(): Promise<void>;
  /**
   * Starts a run of the task now for `userId` (POST cron/{id}/run): the run's id, or 'missing' for no such
   * task, 'busy' while a run of it is still going (here or elsewhere).
   */
  runNow(taskId: number, userId: number): Promise<string | 'missing' | 'busy'>;
  /** Resolves once the run, if it runs here, has ended and been recorded. */
  settled(runId: string): Promise<void>;
  /** Resolves when nothing runs here. */
  idle(): Promise<void>;
  /** Stops the timer, stops what runs here (recorded failed: the server stopped) and waits for it. */
  close(): Promise<void>;
}

interface Running {
  controller: AbortController;
  finished: Promise<void>;
}

/**
 * Runs the scheduled tasks of `cron` (issue 45) on this instance. Each tick reads the enabled tasks and, for
 * each whose schedule has an occurrence after its cursor (`last_occurrence`), moves the cursor with an UPDATE
 * that matches the cursor it read: under the row's lock only one instance's UPDATE matches, and that instance
 * inserts the run, whose (task, occurrence) key is unique besides. So several instances on one PostgreSQL run
 * each occurrence once. Occurrences missed by more than `graceMs` (every server was down) are skipped, or run
 * once as the newest of them when the task asks to catch up. A task runs at most once at a time: an
 * occurrence falling while its previous run still goes is skipped. A run is stopped at its time limit and
 * recorded failed; a run left 'running' by a server that died is marked failed once past its limit.
 *
 * @example
 * const scheduler = createCronScheduler(db, { instance, storage, orphanUploadMs: 24 * 3600_000 });
 * await scheduler.close();
 */
export function createCronScheduler(db: Kysely<DatabaseSchema>, options: CronSchedulerOptions): CronScheduler {
  const { instance } = options;
  const graceMs = options.graceMs ?? 60_000;
  const keepMs = options.keepMs ?? 30 * 24 * 3600_000;
  const env: CronRunEnvironment = { db, storage: options.storage, orphanUploadMs: options.orphanUploadMs };
  const running = new Map<string, Running>();
  let closed = false;
  let lastSweep = 0;

  async function tick(): Promise<void> {
    if (closed) return;
    const now = new Date();
    const tasks = await db.selectFrom('cron').selectAll().where('is_active', '=', true).execute();
    for (const task of tasks) {
      if (closed) return;
      await consider(task, now).catch((error: unknown) =>
        options.log?.warn({ err: error, task: task.id }, 'a scheduled task could not be claimed'),
      );
    }
    if (now.getTime() - lastSweep > 60_000) {
      lastSweep = now.getTime();
      await sweep();
    }
  }

  async function consider(task: CronTask, now: Date): Promise<void> {
    let schedule;
    try {
      schedule = cronSchedule(task.expression, task.time_zone);
    } catch {
      return; // stored before its form checked schedules: never due until fixed
    }
    const cursor = task.last_occurrence;
    if (!cursor) {
      // A new task starts counting now: nothing before it was missed.
      await db.updateTable('cron').set({ last_occurrence: now }).where('id', '=', task.id).where('last_occurrence', 'is', null).execute();
      return;
    }
    // The newest occurrence at or before now: croner's previousRuns is strictly before its reference's whole second.
    const latest = schedule.previousRuns(1, new Date(Math.floor(now.getTime() / 1000) * 1000 + 1000))[0];
    if (!latest || latest.getTime() <= cursor.getTime()) return;
    const first = schedule.nextRun(cursor) ?? latest;
    const missed = now.getTime() - first.getTime() > graceMs;
    const trigger = !missed ? 'schedule' : task.catch_up ? 'catch_up' : null;
    const run = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('cron')
        .set({ last_occurrence: latest })
        .where('id', '=', task.id)
        .where('last_occurrence', '=', cursor)
        .returning('id')
        .executeTakeFirst();
      if (!moved || !trigger) return null;
      if (await busy(trx, task.id)) return null;
      return trx
        .insertInto('cron_runs')
        .values({ id: randomUUID(), cron_id: task.id, occurrence: latest, trigger, instance, user_id: null, deadline_at: deadlineOf(task) })
        .onConflict((conflict) => conflict.columns(['cron_id', 'occurrence']).where('trigger', '<>', 'manual').doNothing())
        .returningAll()
        .executeTakeFirst();
    });
    if (run) start(task, run);
  }

  const deadlineOf = (task: CronTask) => new Date(Date.now() + task.timeout_seconds * 1000);

  async function busy(trx: Kysely<DatabaseSchema>, taskId: number): Promise<boolean> {
    const row = await trx
      .selectFrom('cron_runs')
      .select('id')
      .where('cron_id', '=', taskId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Boolean(row);
  }

  function start(task: CronTask, run: CronRunRow): void {
    const controller = new AbortController();
    const deadline = run.deadline_at.getTime();
    const timer = setTimeout(() => controller.abort(new CronTimeLimit()), Math.max(0, deadline - Date.now()));
    const entry: Running = { controller, finished: Promise.resolve() };
    running.set(run.id, entry);
    entry.finished = (async () => {
      let ending: { status: 'done' | 'failed'; message: string; error: string | null; rows: number | null; resultFileId: string | null };
      try {
        const outcome = await runCronTask(env, task, { userId: run.user_id, signal: controller.signal, deadline });
        if (Date.now() > deadline) throw new CronTimeLimit();
        ending = { status: 'done', message: CRON_TEXTS.done, error: null, rows: outcome.rows, resultFileId: outcome.resultFileId ?? null };
      } catch (error) {
        const timedOut = error instanceof CronTimeLimit || controller.signal.reason instanceof CronTimeLimit;
        ending = timedOut
          ? { status: 'failed', message: CRON_TEXTS.timedOut, error: String(task.timeout_seconds), rows: null, resultFileId: null }
          : closed
            ? { status: 'failed', message: CRON_TEXTS.stopped, error: null, rows: null, resultFileId: null }
            : OWN_TEXTS.has(errorText(error))
              ? { status: 'failed', message: errorText(error), error: null, rows: null, resultFileId: null }
              : { status: 'failed', message: CRON_TEXTS.failed, error: errorText(error), rows: null, resultFileId: null };
      } finally {
        clearTimeout(timer);
      }
      await db
        .updateTable('cron_runs')
        .set({
          status: ending.status,
          message: ending.message,
          error: ending.error,
          rows_affected: ending.rows,
          result_file_id: ending.resultFileId,
          finished_at: sql<Date>`now()`,
        })
        .where('id', '=', run.id)
        .where('status', '=', 'running')
        .execute()
        .catch((error: unknown) => options.log?.error({ err: error, run: run.id }, 'a scheduled run could not be recorded'));
      running.delete(run.id);
    })();
  }

  /** Runs a dead server left 'running' fail once past their limit; old runs go. */
  async function sweep(): Promise<void> {
    let stale = db
      .updateTable('cron_runs')
      .set({ status: 'failed', message: CRON_TEXTS.stopped, finished_at: sql<Date>`now()` })
      .where('status', '=', 'running')
      .where('deadline_at', '<', sql<Date>`now() - make_interval(secs => ${graceMs / 1000})`);
    if (running.size) stale = stale.where('id', 'not in', [...running.keys()]);
    await stale.execute();
    await db
      .deleteFrom('cron_runs')
      .where('status', '<>', 'running')
      .where('started_at', '<', sql<Date>`now() - make_interval(secs => ${keepMs / 1000})`)
      .execute();
  }

  let timer: NodeJS.Timeout | null = null;
  const loop = async () => {
    await tick().catch((error: unknown) => options.log?.warn({ err: error }, 'the scheduler tick failed'));
    if (!closed) timer = setTimeout(loop, options.tickMs ?? 1_000).unref();
  };
  if (!options.manual) timer = setTimeout(loop, options.tickMs ?? 1_000).unref();

  return {
    instance,
    tick,
    async runNow(taskId, userId) {
      const task = await db.selectFrom('cron').selectAll().where('id', '=', taskId).executeTakeFirst();
      if (!task) return 'missing';
      const run = await db.transaction().execute(async (trx) => {
        // One run of a task at a time: the task's row lock orders two clicks on two instances.
        await trx.selectFrom('cron').select('id').where('id', '=', taskId).forUpdate().execute();
        if (await busy(trx, taskId)) return null;
        return trx
          .insertInto('cron_runs')
          .values({
            id: randomUUID(),
            cron_id: taskId,
            occurrence: new Date(),
            trigger: 'manual',
            instance,
            user_id: userId,
            deadline_at: deadlineOf(task),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (!run) return 'busy';
      start(task, run);
      return run.id;
    },
    async settled(runId) {
      await running.get(runId)?.finished;
    },
    async idle() {
      while (running.size) await Promise.all([...running.values()].map((entry) => entry.finished));
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const entry of running.values()) entry.controller.abort();
      await Promise.all([...running.values()].map((entry) => entry.finished));
    },
  };
}

/** Failures told in our own (translated) words: a task's configuration, not a database error. */
const OWN_TEXTS = new Set<string>(Object.values(CRON_TEXTS));

/** The database's or the action's own words, one line, bounded. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}
