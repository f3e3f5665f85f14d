/**
 * Database control (`/system/db-control`, issue 15): for `platon.admin` only, every call audited. Routes:
 * - `POST db-control/query` `{ sql }` → `{ data: ConsoleResult }`: one read-only statement (SELECT, WITH,
 *   VALUES, TABLE, EXPLAIN, SHOW) run in a READ ONLY transaction with a statement timeout; at most
 *   CONSOLE_ROW_CAP rows. A write or more than one statement answers 422 (`error` READ_ONLY / ONE_STATEMENT),
 *   a timeout 422 (STATEMENT_TIMEOUT), the database's own refusal (syntax, unknown table) 400 (SQL_ERROR),
 *   a console that is off on this server 503 (CONSOLE_UNAVAILABLE), each with a message for the user;
 * - `POST db-control/export` `{ sql }` → an xlsx file of the same statement (at most CONSOLE_EXPORT_ROW_CAP rows);
 * - `GET db-control/tables` → `{ data: DatabaseTable[] }`: the database's tables, largest first;
 * - `GET db-control/migrations` → `{ data: AppliedMigration[] }`: the applied schema migrations, in order;
 * - `GET db-control/metrics` → `{ data: SlowestMetrics }`: the slowest routes and queries the server measured.
 *
 * Each wire shape is written once, as the JSON schema the route validates and documents with; the types are
 * derived from it (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Rows a console answer holds at most; `truncated` says when the statement had more. */
export const CONSOLE_ROW_CAP = 1_000;
/** Rows an export of a console statement holds at most. */
export const CONSOLE_EXPORT_ROW_CAP = 100_000;
/** The longest statement the console takes, in characters. */
export const CONSOLE_SQL_MAX = 20_000;

/**
 * `POST db-control/query` and `db-control/export`. A NUL cannot reach PostgreSQL in a text: refused by the
 * schema (400) instead of failing in the driver.
 */
export const consoleQueryRequestSchema = {
  type: 'object',
  properties: { sql: { type: 'string', maxLength: CONSOLE_SQL_MAX, pattern: '^[^\\u0000]*$' } },
  required: ['sql'],
  additionalProperties: false,
} as const;
export type ConsoleQueryRequest = FromSchema<typeof consoleQueryRequestSchema>;

export const consoleColumnSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    type: { type: 'string', description: 'The PostgreSQL type as pg_typeof names it (integer, text, timestamp with time zone...).' },
  },
  required: ['name', 'type'],
} as const;
export type ConsoleColumn = FromSchema<typeof consoleColumnSchema>;

export const consoleResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    columns: { type: 'array', items: consoleColumnSchema },
    /** One array per row, values in the order of `columns`. */
    rows: { type: 'array', items: { type: 'array', items: { type: ['string', 'number', 'boolean', 'null'] } } },
    truncated: { type: 'boolean', description: 'The statement had more rows than the cap: only the first ones are here.' },
    durationMs: { type: 'number', description: 'Milliseconds the statement took in the server.' },
  },
  required: ['columns', 'rows', 'truncated', 'durationMs'],
} as const;
export type ConsoleResult = FromSchema<typeof consoleResultSchema>;

export const databaseTableSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    schema: { type: 'string' },
    name: { type: 'string' },
    rows: {
      type: 'number',
      description: 'The planner’s estimate (pg_class.reltuples), or the exact count for small tables; -1 when never analysed.',
    },
    exact: { type: 'boolean', description: 'Whether rows is an exact count.' },
    size: { type: 'number', description: 'Bytes of the table with its indexes and TOAST (pg_total_relation_size).' },
  },
  required: ['schema', 'name', 'rows', 'exact', 'size'],
} as const;
export type DatabaseTable = FromSchema<typeof databaseTableSchema>;

export const appliedMigrationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: { type: 'string' }, executedAt: { type: 'string', description: 'ISO 8601.' } },
  required: ['name', 'executedAt'],
} as const;
export type AppliedMigration = FromSchema<typeof appliedMigrationSchema>;

export const metricRowSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: {
      type: 'string',
      description: 'GET /api/tables/:name/data for a route, the normalised SQL text (no values) for a query.',
    },
    count: { type: 'number' },
    avgMs: { type: 'number' },
    p95Ms: { type: 'number' },
    maxMs: { type: 'number' },
    errors: { type: 'number', description: 'Routes only: answers 500 and above.' },
    lastSeenAt: { type: 'string', description: 'ISO 8601.' },
  },
  required: ['name', 'count', 'avgMs', 'p95Ms', 'maxMs', 'lastSeenAt'],
} as const;
export type MetricRow = FromSchema<typeof metricRowSchema>;

export const slowestMetricsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    routes: { type: 'array', items: metricRowSchema },
    queries: { type: 'array', items: metricRowSchema },
    sampleRate: { type: 'number', description: 'The share of requests and queries measured (PLATON_METRICS_SAMPLE).' },
  },
  required: ['routes', 'queries', 'sampleRate'],
} as const;
export type SlowestMetrics = FromSchema<typeof slowestMetricsSchema>;

/** The `error` of a console refusal (the `message` is the user's text). */
export const CONSOLE_ERRORS = {
  readOnly: 'READ_ONLY',
  oneStatement: 'ONE_STATEMENT',
  timeout: 'STATEMENT_TIMEOUT',
  sql: 'SQL_ERROR',
  /** 503: the console is off on this server (its database role is unsafe, or there is none); the message says why. */
  unavailable: 'CONSOLE_UNAVAILABLE',
} as const;
