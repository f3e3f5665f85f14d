import { statements } from './statements';

// Database control (issue 15): the server records per-route and per-query timings into the api_metrics and
// sql_metrics collections (docs/behaviour.md §2, created by 0005 with endpoint/query_name, calls, avg_ms, recorded_at),
// sampled and aggregated in memory, flushed in batches (server/metrics). One row per route or normalised SQL
// text, which several instances add to: hence the unique keys, the sums behind avg_ms, and bigint counts.
export const migration0016Metrics = statements([
  `ALTER TABLE api_metrics ALTER COLUMN calls TYPE bigint`,
  `ALTER TABLE api_metrics ADD COLUMN total_ms double precision NOT NULL DEFAULT 0`,
  `ALTER TABLE api_metrics ADD COLUMN max_ms double precision NOT NULL DEFAULT 0`,
  `ALTER TABLE api_metrics ADD COLUMN p95_ms double precision NOT NULL DEFAULT 0`,
  `ALTER TABLE api_metrics ADD COLUMN error_count bigint NOT NULL DEFAULT 0`,
  // Rows written by hand before there was a recorder: one per endpoint is kept (the latest), so it can be the key.
  `DELETE FROM api_metrics a USING api_metrics b WHERE a.endpoint = b.endpoint AND a.id < b.id`,
  `CREATE UNIQUE INDEX api_metrics_endpoint ON api_metrics (endpoint)`,
  `CREATE INDEX api_metrics_recorded_at ON api_metrics (recorded_at)`,
  `ALTER TABLE sql_metrics ALTER COLUMN calls TYPE bigint`,
  `ALTER TABLE sql_metrics ADD COLUMN sql_hash text`,
  `ALTER TABLE sql_metrics ADD COLUMN total_ms double precision NOT NULL DEFAULT 0`,
  `ALTER TABLE sql_metrics ADD COLUMN max_ms double precision NOT NULL DEFAULT 0`,
  `ALTER TABLE sql_metrics ADD COLUMN p95_ms double precision NOT NULL DEFAULT 0`,
  `CREATE UNIQUE INDEX sql_metrics_sql_hash ON sql_metrics (sql_hash)`,
  `CREATE INDEX sql_metrics_recorded_at ON sql_metrics (recorded_at)`,
]);
