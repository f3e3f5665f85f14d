import { statements } from './statements';

// Issue 45: scheduled tasks that run. A task (`cron`) says when (its expression in its time zone), what
// (`handler`: an SQL statement, a built-in action or its `cron_crud` form saves), its time limit, whether
// occurrences missed while every server was down run once at start, and whom a failure is shown to.
// `last_occurrence` is the scheduler's cursor: the instance that moves it (a conditional UPDATE under the
// row's lock) owns that occurrence, and `cron_runs`' unique key on (task, occurrence) holds even so.
export const migration0024CronRuns = statements([
  `ALTER TABLE cron
    ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Tashkent',
    ADD COLUMN sql_text text,
    ADD COLUMN target text,
    ADD COLUMN timeout_seconds integer NOT NULL DEFAULT 60 CONSTRAINT cron_timeout_seconds_check CHECK (timeout_seconds BETWEEN 1 AND 86400),
    ADD COLUMN catch_up boolean NOT NULL DEFAULT false,
    ADD COLUMN notify_logins text,
    ADD COLUMN last_occurrence timestamptz,
    ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`,
  `ALTER TABLE cron_crud ADD COLUMN values_sql text`,
  `CREATE TABLE cron_runs (
    id text PRIMARY KEY,
    cron_id integer NOT NULL REFERENCES cron (id) ON DELETE CASCADE,
    occurrence timestamptz NOT NULL,
    trigger text NOT NULL CHECK (trigger IN ('schedule', 'catch_up', 'manual')),
    status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
    instance text NOT NULL,
    user_id integer,
    started_at timestamptz NOT NULL DEFAULT now(),
    deadline_at timestamptz NOT NULL,
    finished_at timestamptz,
    rows_affected bigint,
    message text,
    error text,
    result_file_id text
  )`,
  // A scheduled occurrence runs once whichever instance gets there first; "run now" may repeat at will.
  `CREATE UNIQUE INDEX cron_runs_occurrence ON cron_runs (cron_id, occurrence) WHERE trigger <> 'manual'`,
  `CREATE INDEX cron_runs_task_started ON cron_runs (cron_id, started_at DESC)`,
  `CREATE INDEX cron_runs_running ON cron_runs (deadline_at) WHERE status = 'running'`,
]);
