/**
 * Database control (`/system/db-control`, issue 15): for `platon.admin` only, every call audited. Routes:
 * - `POST db-control/query` `{ sql }` → `{ data: ConsoleResult }`: one read-only statement (SELECT, WITH,
 *   VALUES, TABLE, EXPLAIN, SHOW) run in a READ ONLY transaction with a statement timeout; at most
 *   CONSOLE_ROW_CAP rows. A write or more than one statement answers 422 (`error` READ_ONLY / ONE_STATEMENT),
 *   a timeout 422 (STATEMENT_TIMEOUT), the database's own refusal (syntax, unknown table) 400 (SQL_ERROR),
 *   each with a message for the user;
 * - `POST db-control/export` `{ sql }` → an xlsx file of the same statement (at most CONSOLE_EXPORT_ROW_CAP rows);
 * - `GET db-control/tables` → `{ data: DatabaseTable[] }`: the database's tables, largest first;
 * - `GET db-control/migrations` → `{ data: AppliedMigration[] }`: the applied schema migrations, in order;
 * - `GET db-control/metrics` → `{ data: SlowestMetrics }`: the slowest routes and queries the server measured.
 */

/** Rows a console answer holds at most; `truncated` says when the statement had more. */
export const CONSOLE_ROW_CAP = 1_000;
/** Rows an export of a console statement holds at most. */
export const CONSOLE_EXPORT_ROW_CAP = 100_000;
/** The longest statement the console takes, in characters. */
export const CONSOLE_SQL_MAX = 20_000;

export interface ConsoleColumn {
  name: string;
  /** The PostgreSQL type as `pg_typeof` names it ('integer', 'text', 'timestamp with time zone'...). */
  type: string;
}

export interface ConsoleResult {
  columns: ConsoleColumn[];
  /** One array per row, values in the order of `columns`: numbers, booleans, text, or null. */
  rows: (string | number | boolean | null)[][];
  /** The statement had more rows than CONSOLE_ROW_CAP: only the first ones are here. */
  truncated: boolean;
  /** Milliseconds the statement took in the server. */
  durationMs: number;
}

export interface DatabaseTable {
  schema: string;
  name: string;
  /** The planner's estimate (pg_class.reltuples), or the exact count for small tables; -1 when never analysed. */
  rows: number;
  /** Whether `rows` is an exact count. */
  exact: boolean;
  /** Bytes of the table with its indexes and TOAST (pg_total_relation_size). */
  size: number;
}

export interface AppliedMigration {
  name: string;
  /** ISO 8601. */
  executedAt: string;
}

export interface MetricRow {
  /** `GET /api/tables/:name/data` for a route, the normalised SQL text (no values) for a query. */
  name: string;
  count: number;
  avgMs: number;
  p95Ms: number;
  maxMs: number;
  /** Routes only: answers 500 and above. */
  errors?: number;
  /** ISO 8601. */
  lastSeenAt: string;
}

export interface SlowestMetrics {
  routes: MetricRow[];
  queries: MetricRow[];
  /** The share of requests and queries measured (PLATON_METRICS_SAMPLE). */
  sampleRate: number;
}

/** The `error` of a console refusal (the `message` is the user's text). */
export const CONSOLE_ERRORS = {
  readOnly: 'READ_ONLY',
  oneStatement: 'ONE_STATEMENT',
  timeout: 'STATEMENT_TIMEOUT',
  sql: 'SQL_ERROR',
} as const;
