import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { LATEST_MIGRATION, MIGRATION_TABLE } from '../db/migrations';
import { bearerToken } from '../http/bearerToken';
import { sendError } from '../http/sendError';
import type { PrometheusMetrics } from './createPrometheusMetrics';
import { processRegistry } from './processRegistry';

export interface MonitoringOptions {
  /** PLATON_METRICS_TOKEN: when set, `GET /metrics` needs `Authorization: Bearer <token>`. */
  metricsToken?: string | null;
  /** How long /ready waits for the database before it answers "not ready" (default 2 s). */
  readyTimeoutMs?: number;
  /**
   * What /ready reports without answering "not ready" (out-of-date revocation lists): a problem every
   * instance shares would take them all out of a load balancer at once, and password sign-in still works.
   */
  warnings?: () => string[];
}

/** The probes: called every few seconds, so their request lines are logged at debug (see registerRequestLog). */
export const PROBE_ROUTES = ['/health', '/ready'];

const DEFAULT_READY_TIMEOUT_MS = 2_000;

/**
 * The operator's routes, without authentication and outside the app's HTML fallback:
 *
 * - `GET /health`: the process answers (a liveness probe; touches nothing).
 * - `GET /ready`: the database answers and holds every migration this build knows; 503 with the reason
 *   otherwise, and from the moment a shutdown starts, so a load balancer stops sending requests here. While
 *   ready, `warnings` lists what an operator should look at (options.warnings).
 * - `GET /metrics`: Prometheus text (the app's figures, then the process's), behind a bearer token when one is set.
 *
 * @example
 * registerMonitoringRoutes(app, db, prometheus, { metricsToken: process.env.PLATON_METRICS_TOKEN });
 */
export function registerMonitoringRoutes(
  app: FastifyInstance,
  db: Kysely<DatabaseSchema>,
  prometheus: PrometheusMetrics,
  options: MonitoringOptions = {},
): void {
  const readyTimeoutMs = options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS;
  const expectedToken = options.metricsToken ? digest(options.metricsToken) : null;
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  const hidden = { schema: { hide: true } };

  app.get('/health', hidden, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/ready', hidden, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = stopping ? 'shutting down' : await databaseProblem(db, readyTimeoutMs);
    if (reason) return reply.code(503).send({ status: 'not ready', reason });
    const warnings = options.warnings?.() ?? [];
    return warnings.length ? { status: 'ready', warnings } : { status: 'ready' };
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (expectedToken) {
      const token = bearerToken(request.headers.authorization);
      if (!token || !timingSafeEqual(digest(token), expectedToken)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(reply, 401, 'A bearer token is required (PLATON_METRICS_TOKEN)');
      }
    }
    const [own, processFigures] = await Promise.all([prometheus.registry.metrics(), processRegistry().metrics()]);
    return reply.type(prometheus.registry.contentType).send(`${own}\n${processFigures}`);
  });
}

/** Equal lengths for timingSafeEqual whatever the token's length. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Why the database is not ready to serve, or null when it is. */
async function databaseProblem(db: Kysely<DatabaseSchema>, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('database timeout'), timeoutMs);
  });
  const check = sql<{ name: string | null }>`SELECT max(name) AS name FROM ${sql.table(MIGRATION_TABLE)}`.execute(db).then(
    // A newer name: a newer build migrated the shared database during a rolling upgrade; this one still serves.
    ({ rows }) => (rows[0]?.name && rows[0].name >= LATEST_MIGRATION ? null : 'migrations pending'),
    () => 'database unreachable',
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
