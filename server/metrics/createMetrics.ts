import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { PostgresQueryCompiler, sql, type Kysely, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { multiStatementDatabases } from '../db/multiStatementDatabases';
import { readOnlyStatementDatabases } from '../db/readOnlyStatementDatabases';
import { createMetricTable, type MetricEntry } from './createMetricTable';
import { normaliseSql } from './normaliseSql';

export interface MetricsOptions {
  /** The share of requests and queries measured, 0 to 1 (PLATON_METRICS_SAMPLE, default 0.1; 0 turns it off). */
  sampleRate?: number;
  /** How often the aggregates are written (default 10 s); also on close and before the page reads them. */
  flushMs?: number;
  /** Rows not measured again for this long are deleted (default 30 days). */
  keepMs?: number;
}

export interface Metrics {
  readonly sampleRate: number;
  /** The app's database with the query timer plugged in: the app's own queries go through it. */
  watch(db: Kysely<DatabaseSchema>): Kysely<DatabaseSchema>;
  /** Times every `/api/` route (its pattern, not its address) on response. */
  register(app: FastifyInstance): void;
  /** Writes what was measured since the last flush (one statement per table), and forgets old rows. */
  flush(): Promise<void>;
  /** Stops the timer and flushes a last time. */
  close(): Promise<void>;
}

const DEFAULT_SAMPLE_RATE = 0.1;
const DEFAULT_FLUSH_MS = 10_000;
const DEFAULT_KEEP_MS = 30 * 24 * 3600_000;
const MAX_ROUTES = 500;
const MAX_QUERIES = 2_000;

/**
 * Per-route and per-query timings for the database control page (`api_metrics`, `sql_metrics`, docs/behaviour.md §2).
 * Sampled: a request or a query is measured with probability `sampleRate`, and a measurement is an update of
 * an in-memory aggregate only (createMetricTable), so the hot path never waits for a write. Every `flushMs`
 * the aggregates are added to the tables in one upsert each (several instances add to the same rows).
 *
 * @example
 * const metrics = createMetrics(db, { sampleRate: 0.1 });
 * const context = { db: metrics.watch(db), ... };
 * metrics.register(app);
 * app.addHook('onClose', () => metrics.close());
 */
export function createMetrics(db: Kysely<DatabaseSchema>, options: MetricsOptions = {}): Metrics {
  const sampleRate = Math.min(1, Math.max(0, options.sampleRate ?? DEFAULT_SAMPLE_RATE));
  const keepMs = options.keepMs ?? DEFAULT_KEEP_MS;
  const routes = createMetricTable(MAX_ROUTES);
  const queries = createMetricTable(MAX_QUERIES);
  const compiler = new PostgresQueryCompiler();
  const started = new WeakMap<QueryId, { at: number; node: RootOperationNode }>();
  let flushing: Promise<void> = Promise.resolve();
  // The same few statements come back all the time: five regular expressions over each one's kilobytes
  // were a percent of the data call's CPU. Forgotten all at once when it holds as many as the metrics keep.
  const normalTexts = new Map<string, string>();
  const normalised = (text: string) => {
    let normal = normalTexts.get(text);
    if (normal === undefined) {
      if (normalTexts.size >= MAX_QUERIES) normalTexts.clear();
      normal = normaliseSql(text);
      normalTexts.set(text, normal);
    }
    return normal;
  };

  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (sampleRate > 0 && Math.random() < sampleRate) started.set(queryId, { at: performance.now(), node });
      return node;
    },
    async transformResult({ result, queryId }) {
      const start = started.get(queryId);
      if (start) {
        started.delete(queryId);
        // Compiled again only when sampled: the text is the key, values are never part of it.
        queries.record(normalised(compiler.compileQuery(start.node, queryId).sql), performance.now() - start.at);
      }
      return result;
    },
  };

  async function write(): Promise<void> {
    const routeRows = routes.drain();
    const queryRows = queries.drain();
    if (routeRows.length) {
      await db
        .insertInto('api_metrics')
        .values(routeRows.map((entry) => ({ endpoint: entry.key, ...sums(entry), error_count: entry.errors })))
        .onConflict((conflict) =>
          conflict.column('endpoint').doUpdateSet({
            ...added('api_metrics'),
            error_count: sql<number>`api_metrics.error_count + excluded.error_count`,
          }),
        )
        .execute();
    }
    if (queryRows.length) {
      await db
        .insertInto('sql_metrics')
        .values(
          queryRows.map((entry) => ({
            sql_hash: createHash('sha1').update(entry.key).digest('hex'),
            query_name: entry.key,
            ...sums(entry),
          })),
        )
        .onConflict((conflict) => conflict.column('sql_hash').doUpdateSet(added('sql_metrics')))
        .execute();
    }
    const before = new Date(Date.now() - keepMs);
    await db.deleteFrom('api_metrics').where('recorded_at', '<', before).execute();
    await db.deleteFrom('sql_metrics').where('recorded_at', '<', before).execute();
  }

  const flush = () => {
    // One flush at a time: a second caller waits for the running one, then writes what came since.
    flushing = flushing.then(write, write);
    return flushing;
  };
  const timer = sampleRate > 0 ? setInterval(() => void flush().catch(() => undefined), options.flushMs ?? DEFAULT_FLUSH_MS) : null;
  timer?.unref();

  return {
    sampleRate,
    watch(target) {
      if (sampleRate === 0) return target;
      const watched = target.withPlugin(plugin);
      if (multiStatementDatabases.has(target)) multiStatementDatabases.add(watched);
      if (readOnlyStatementDatabases.has(target)) readOnlyStatementDatabases.add(watched);
      return watched;
    },
    register(app) {
      if (sampleRate === 0) return;
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url;
        if (route?.startsWith('/api/') && Math.random() < sampleRate)
          routes.record(`${request.method} ${route}`, reply.elapsedTime, reply.statusCode >= 500);
        done();
      });
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}

function sums(entry: MetricEntry) {
  return {
    calls: entry.count,
    total_ms: entry.totalMs,
    avg_ms: entry.totalMs / entry.count,
    max_ms: entry.maxMs,
    p95_ms: entry.p95Ms,
    recorded_at: new Date(),
  };
}

/** The upsert's additions: counts and sums add up (the average follows), the maximum stays the largest, the percentile is the latest. */
function added(table: 'api_metrics' | 'sql_metrics') {
  const column = (name: string) => sql`${sql.id(table, name)}`;
  return {
    calls: sql<number>`${column('calls')} + excluded.calls`,
    total_ms: sql<number>`${column('total_ms')} + excluded.total_ms`,
    avg_ms: sql<number>`(${column('total_ms')} + excluded.total_ms) / nullif(${column('calls')} + excluded.calls, 0)`,
    max_ms: sql<number>`greatest(${column('max_ms')}, excluded.max_ms)`,
    p95_ms: sql<number>`excluded.p95_ms`,
    recorded_at: sql<Date>`excluded.recorded_at`,
  };
}
