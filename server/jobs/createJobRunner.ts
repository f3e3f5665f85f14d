import { performance } from 'node:perf_hooks';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, JobsTable } from '../db/DatabaseSchema';
import type { FileStorage } from '../files/createFileStorage';
import { JOB_STOPPED, JOB_CANCELLED, JOB_FAILED } from './jobTexts';

export type JobRow = Selectable<JobsTable>;

/** What a job's work is told and may tell back while it runs. */
export interface JobContext {
  /** Aborted when the job is cancelled (here or on another instance) or the server shuts down. */
  signal: AbortSignal;
  /** Rows done so far and, once known, in all: kept in memory and written with the next heartbeat. */
  progress(done: number, total?: number | null): void;
}

/** How a job's work ended. A thrown error is a failure with the generic server text (and is logged). */
export interface JobOutcome {
  status: 'done' | 'failed';
  message: string;
  detail?: unknown;
  resultFileId?: string | null;
}

export type JobWork = (job: JobRow, context: JobContext) => Promise<JobOutcome>;

/** How the runner records a job's end: its work's outcome, or a cancel. */
type JobEnding = Omit<JobOutcome, 'status'> & { status: JobOutcome['status'] | 'cancelled' };

export interface JobRunnerOptions {
  /** This server instance's name (random per process): the jobs it received and the ones it runs carry it. */
  instance: string;
  work: Record<JobRow['kind'], JobWork>;
  storage: FileStorage;
  /** Jobs run at once on this instance (default 2). */
  concurrency?: number;
  /** How often queued jobs are looked for and stale ones recovered (default 2 s). */
  pollMs?: number;
  /** How often a running job's progress and liveness are written (default 2 s). */
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is taken as lost with its server (default 60 s). */
  staleMs?: number;
  /** How long a finished job and its result file are kept (default 24 h). */
  keepMs?: number;
  log?: { warn(detail: unknown, message: string): void; error(detail: unknown, message: string): void };
  /** Told when a job starts and ends here (the Prometheus metrics count them). */
  observe?: { started(kind: string): void; finished(kind: string, status: string, seconds: number): void };
}

export interface JobRunner {
  instance: string;
  /** Look for queued jobs now (a route calls it right after queueing one, so the job starts at once). */
  kick(): void;
  /** Stop a job running here at once (the database flag reaches other instances with their heartbeat). */
  cancelLocal(id: string): void;
  /** Progress of a job running here, fresher than the database's (written once per heartbeat). */
  localProgress(id: string): { done: number; total: number | null } | null;
  /** Resolves once the job, if it runs here, has ended and been recorded. */
  settled(id: string): Promise<void>;
  /** Deletes a job with its input and result files (a job still running elsewhere stops at its heartbeat). */
  forget(id: string): Promise<void>;
  /** Mark lost jobs failed, delete expired ones with their files: what the timer does, callable by tests. */
  sweep(): Promise<void>;
  /** Resolves when no job runs here (tests). */
  idle(): Promise<void>;
  /** Stops polling, cancels what runs here and waits for it to end. */
  close(): Promise<void>;
}

interface Running {
  controller: AbortController;
  done: number;
  total: number | null;
  finished: Promise<void>;
}

/**
 * Runs background jobs (issue 14) on this server instance. Jobs are rows of `jobs`; an instance claims a
 * queued one with `FOR UPDATE SKIP LOCKED`, so several instances on one PostgreSQL never run a job twice.
 * An instance runs the jobs it received; jobs whose receiver stopped before claiming them (queued longer
 * than `staleMs`) go to whichever instance looks first. A running job writes a heartbeat with its progress;
 * one whose heartbeat is older than `staleMs` on another instance is marked failed ('the server stopped'),
 * so a killed server never leaves a job "running" for ever. Finished jobs and their result files are
 * deleted after `keepMs`.
 *
 * Embedded PGlite has one connection: while an import holds its transaction every other statement waits,
 * heartbeats included. That is why progress lives in memory and heartbeats never run from inside a job's
 * work, and why an instance never judges its own jobs stale.
 *
 * @example
 * const runner = createJobRunner(db, { instance: randomUUID(), work: { export: runExportJob, import: runImportJob }, storage });
 * runner.kick();
 */
export function createJobRunner(db: Kysely<DatabaseSchema>, options: JobRunnerOptions): JobRunner {
  const { instance } = options;
  const concurrency = options.concurrency ?? 2;
  const staleMs = options.staleMs ?? 60_000;
  const keepMs = options.keepMs ?? 24 * 3600_000;
  const running = new Map<string, Running>();
  let closed = false;
  let claiming = false;
  let again = false;

  async function claim(): Promise<JobRow | null> {
    const result = await sql<JobRow>`
      UPDATE jobs SET status = 'running', instance = ${instance}, started_at = now(), heartbeat_at = now(), attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE status = 'queued' AND NOT cancel_requested
          AND (instance = ${instance} OR created_at < now() - make_interval(secs => ${staleMs / 1000}))
        ORDER BY created_at LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING *`.execute(db);
    return result.rows[0] ?? null;
  }

  /** Claims and starts jobs while there is room; one claim loop at a time, re-run if kicked meanwhile. */
  async function fill(): Promise<void> {
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    try {
      do {
        again = false;
        while (!closed && running.size < concurrency) {
          const job = await claim();
          if (!job) break;
          start(job);
        }
      } while (again && !closed);
    } catch (error) {
      options.log?.warn({ err: error }, 'claiming a job failed');
    } finally {
      claiming = false;
    }
  }

  function start(job: JobRow): void {
    const controller = new AbortController();
    const entry: Running = {
      controller,
      done: 0,
      total: job.total_count === null ? null : Number(job.total_count),
      finished: Promise.resolve(),
    };
    running.set(job.id, entry);
    const context: JobContext = {
      signal: controller.signal,
      progress(done, total) {
        entry.done = done;
        if (total !== undefined) entry.total = total;
      },
    };
    const startedAt = performance.now();
    options.observe?.started(job.kind);
    entry.finished = (async () => {
      let outcome: JobEnding;
      try {
        outcome = await options.work[job.kind](job, context);
      } catch (error) {
        // Cancelled by its user, or stopped with this server: its work threw on the aborted signal.
        if (controller.signal.aborted)
          outcome = closed ? { status: 'failed', message: JOB_STOPPED } : { status: 'cancelled', message: JOB_CANCELLED };
        else {
          options.log?.error({ err: error, job: job.id }, 'a background job failed');
          outcome = { status: 'failed', message: JOB_FAILED };
        }
      }
      await finish(job, entry, outcome).catch((error: unknown) =>
        options.log?.error({ err: error, job: job.id }, 'a finished job could not be recorded'),
      );
      running.delete(job.id);
      options.observe?.finished(job.kind, outcome.status, (performance.now() - startedAt) / 1000);
      if (!closed) void fill();
    })();
  }

  async function finish(job: JobRow, entry: Running, outcome: JobEnding): Promise<void> {
    const recorded = await db
      .updateTable('jobs')
      .set({
        status: outcome.status,
        message: outcome.message,
        detail: outcome.detail === undefined ? null : JSON.stringify(outcome.detail),
        result_file_id: outcome.resultFileId ?? null,
        done_count: entry.done,
        total_count: entry.total,
        finished_at: sql<Date>`now()`,
        heartbeat_at: sql<Date>`now()`,
        expires_at: sql<Date>`now() + make_interval(secs => ${keepMs / 1000})`,
      })
      .where('id', '=', job.id)
      .where('instance', '=', instance)
      .returning('id')
      .executeTakeFirst();
    if (job.input_file_id) await removeFile(job.input_file_id);
    // Deleted by its user while it ran: nobody will ask for its result.
    if (!recorded && outcome.resultFileId) await removeFile(outcome.resultFileId);
  }

  async function removeFile(id: string): Promise<void> {
    const file = await db.deleteFrom('files').where('id', '=', id).returning('storage_key').executeTakeFirst();
    if (file) await options.storage.remove(file.storage_key);
  }

  /** Writes progress and liveness of the jobs running here; a cancel asked on another instance comes back. */
  async function heartbeat(): Promise<void> {
    for (const [id, entry] of running) {
      const row = await db
        .updateTable('jobs')
        .set({ heartbeat_at: sql<Date>`now()`, done_count: entry.done, total_count: entry.total })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .returning('cancel_requested')
        .executeTakeFirst();
      // Gone (deleted) or cancelled: stop.
      if (!row || row.cancel_requested) entry.controller.abort();
    }
  }

  async function sweep(): Promise<void> {
    await db
      .updateTable('jobs')
      .set({
        status: 'failed',
        message: JOB_STOPPED,
        finished_at: sql<Date>`now()`,
        expires_at: sql<Date>`now() + make_interval(secs => ${keepMs / 1000})`,
      })
      .where('status', '=', 'running')
      .where('instance', '<>', instance)
      .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`)
      .execute();
    const expired = await db
      .deleteFrom('jobs')
      .where('expires_at', '<', sql<Date>`now()`)
      .returning(['result_file_id', 'input_file_id'])
      .execute();
    for (const job of expired) await removeFiles(job);
  }

  async function removeFiles(job: Pick<JobRow, 'result_file_id' | 'input_file_id'>): Promise<void> {
    if (job.result_file_id) await removeFile(job.result_file_id);
    if (job.input_file_id) await removeFile(job.input_file_id);
  }

  // One timer chain each, never overlapping: on PGlite a statement waits behind a running import, and a pile
  // of waiting heartbeats would only add work.
  const loop = (everyMs: number, step: () => Promise<void>, what: string) => {
    let timer: NodeJS.Timeout;
    const tick = async () => {
      await step().catch((error: unknown) => options.log?.warn({ err: error }, `${what} failed`));
      if (!closed) timer = setTimeout(tick, everyMs).unref();
    };
    timer = setTimeout(tick, everyMs).unref();
    return () => clearTimeout(timer);
  };
  const stopPolling = loop(
    options.pollMs ?? 2_000,
    async () => {
      await sweep();
      await fill();
    },
    'job polling',
  );
  const stopHeartbeat = loop(options.heartbeatMs ?? 2_000, heartbeat, 'job heartbeat');

  return {
    instance,
    kick() {
      if (!closed) void fill();
    },
    cancelLocal(id) {
      running.get(id)?.controller.abort();
    },
    localProgress(id) {
      const entry = running.get(id);
      return entry ? { done: entry.done, total: entry.total } : null;
    },
    async settled(id) {
      await running.get(id)?.finished;
    },
    async forget(id) {
      const job = await db.deleteFrom('jobs').where('id', '=', id).returning(['result_file_id', 'input_file_id']).executeTakeFirst();
      if (job) await removeFiles(job);
    },
    sweep,
    async idle() {
      while (running.size || claiming)
        await Promise.all(
          [...running.values()].map((entry) => entry.finished).concat(new Promise<void>((resolve) => setTimeout(resolve, 10))),
        );
    },
    async close() {
      closed = true;
      stopPolling();
      stopHeartbeat();
      for (const entry of running.values()) entry.controller.abort();
      await Promise.all([...running.values()].map((entry) => entry.finished));
    },
  };
}
