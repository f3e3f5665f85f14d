import { statements } from './statements';

// Background jobs (issue 14): claimed with row locks, kept alive by a heartbeat; see createJobRunner.
export const migration0011Jobs = statements([
  `CREATE TABLE jobs (
    id text PRIMARY KEY,
    user_id integer NOT NULL,
    kind text NOT NULL CHECK (kind IN ('export', 'import')),
    name text NOT NULL,
    title text NOT NULL DEFAULT '',
    params jsonb NOT NULL DEFAULT '{}',
    status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
    done_count bigint NOT NULL DEFAULT 0,
    total_count bigint,
    message text,
    detail jsonb,
    input_file_id text,
    result_file_id text,
    cancel_requested boolean NOT NULL DEFAULT false,
    instance text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    heartbeat_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    started_at timestamptz,
    finished_at timestamptz,
    expires_at timestamptz
  )`,
  `CREATE INDEX jobs_user_created ON jobs (user_id, created_at DESC)`,
  `CREATE INDEX jobs_waiting ON jobs (created_at) WHERE status IN ('queued', 'running')`,
]);
