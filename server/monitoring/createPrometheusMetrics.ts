import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin, QueryId } from 'kysely';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { databaseTargets } from '../db/databaseTargets';
import { multiStatementDatabases } from '../db/multiStatementDatabases';
import { readOnlyStatementDatabases } from '../db/readOnlyStatementDatabases';

/** What the job runner reports (createJobRunner's `observe`). */
export interface JobObserver {
  started(kind: string): void;
  finished(kind: string, status: string, seconds: number): void;
}

export interface PrometheusMetrics {
  /** This app's metrics (the process's own are in processRegistry). */
  readonly registry: Registry;
  /** The database with the query timer plugged in (every query, by operation). */
  watch(db: Kysely<DatabaseSchema>): Kysely<DatabaseSchema>;
  /** Times every request by its route pattern, and counts sign-in failures and refusals. */
  register(app: FastifyInstance): void;
  readonly jobs: JobObserver;
}

/** Requests are mostly milliseconds; exports and imports run for seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

/** The label of a request no route matched: its address would make the label set unbounded. */
const UNMATCHED = '(unmatched)';

/** The routes a person signs in through: a 401 there is a failed sign-in, a 429 one the throttles refused. */
const SIGN_IN_ROUTES = new Set(['/api/auth/login', '/api/auth/eimzo', '/api/auth/e-imzo', '/api/auth/oauth2']);

const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  MergeQueryNode: 'merge',
  RawNode: 'raw',
};

/**
 * The Prometheus side of monitoring (`GET /metrics`, see registerMonitoringRoutes): counters and histograms in
 * memory, read on each scrape. Not to be confused with createMetrics, which samples route and SQL timings
 * into the database for the database control page. Every label has a bounded set of values: route patterns
 * (never addresses), status codes, job kinds, query operations.
 *
 * @example
 * const prometheus = createPrometheusMetrics(db);
 * const context = { db: prometheus.watch(db), ... };
 * prometheus.register(app);
 */
export function createPrometheusMetrics(db: Kysely<DatabaseSchema>): PrometheusMetrics {
  const registry = new Registry();
  const http = new Histogram({
    name: 'platon_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their durations',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'platon_db_query_duration_seconds',
    help: "Duration of the app's database queries by operation (select, insert, update, delete, raw)",
    labelNames: ['operation'],
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'platon_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong name, password, one-time code or signature (HTTP 401)',
    labelNames: ['route'],
    registers: [registry],
  });
  const signInRefusals = new Counter({
    name: 'platon_sign_in_throttled_total',
    help: 'Sign-ins refused by the attempt limits without checking the password (HTTP 429)',
    labelNames: ['route'],
    registers: [registry],
  });
  const jobsRunning = new Gauge({
    name: 'platon_jobs_running',
    help: 'Background jobs running on this instance',
    labelNames: ['kind'],
    registers: [registry],
  });
  const jobsDone = new Histogram({
    name: 'platon_job_duration_seconds',
    help: 'Background jobs finished on this instance by kind and outcome (done, failed, cancelled), with their durations',
    labelNames: ['kind', 'status'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const target = databaseTargets.get(db);
  const pool = target?.kind === 'postgres' ? target.pool : undefined;
  if (pool) {
    // Read at scrape time from pg's own counters.
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('platon_db_pool_connections', 'PostgreSQL connections the pool holds', () => pool.totalCount);
    poolGauge('platon_db_pool_idle_connections', 'PostgreSQL connections idle in the pool', () => pool.idleCount);
    poolGauge('platon_db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection', () => pool.waitingCount);
  }

  // A failed query never reaches transformResult: it is not timed, and its entry goes with its query id.
  const started = new WeakMap<QueryId, { at: number; operation: string }>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      started.set(queryId, { at: performance.now(), operation: OPERATIONS[node.kind] ?? 'other' });
      return node;
    },
    async transformResult({ result, queryId }) {
      const start = started.get(queryId);
      if (start) {
        started.delete(queryId);
        queries.observe({ operation: start.operation }, (performance.now() - start.at) / 1000);
      }
      return result;
    },
  };

  return {
    registry,
    watch(database) {
      const watched = database.withPlugin(plugin);
      if (multiStatementDatabases.has(database)) multiStatementDatabases.add(watched);
      if (readOnlyStatementDatabases.has(database)) readOnlyStatementDatabases.add(watched);
      return watched;
    },
    register(app) {
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? UNMATCHED;
        const status = reply.statusCode;
        http.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
        if (request.method === 'POST' && SIGN_IN_ROUTES.has(route)) {
          if (status === 401) signInFailures.inc({ route });
          else if (status === 429) signInRefusals.inc({ route });
        }
        done();
      });
    },
    jobs: {
      started(kind) {
        jobsRunning.inc({ kind });
      },
      finished(kind, status, seconds) {
        jobsRunning.dec({ kind });
        jobsDone.observe({ kind, status }, seconds);
      },
    },
  };
}
