import { statements } from './statements';

// Database control (issue 15): per-route and per-query timings, sampled and aggregated in memory, flushed in
// batches (server/metrics). One row per route or normalised SQL text; several instances add to the same row.
export const migration0016Metrics = statements([
  `CREATE TABLE api_metrics (
    id serial PRIMARY KEY,
    method text NOT NULL,
    route text NOT NULL,
    count bigint NOT NULL DEFAULT 0,
    total_ms double precision NOT NULL DEFAULT 0,
    max_ms double precision NOT NULL DEFAULT 0,
    p95_ms double precision NOT NULL DEFAULT 0,
    error_count bigint NOT NULL DEFAULT 0,
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (method, route)
  )`,
  `CREATE TABLE sql_metrics (
    id serial PRIMARY KEY,
    sql_hash text NOT NULL UNIQUE,
    sql_text text NOT NULL,
    count bigint NOT NULL DEFAULT 0,
    total_ms double precision NOT NULL DEFAULT 0,
    max_ms double precision NOT NULL DEFAULT 0,
    p95_ms double precision NOT NULL DEFAULT 0,
    last_seen_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX api_metrics_last_seen ON api_metrics (last_seen_at)`,
  `CREATE INDEX sql_metrics_last_seen ON sql_metrics (last_seen_at)`,
]);
