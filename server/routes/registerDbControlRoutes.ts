import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  CONSOLE_ERRORS,
  CONSOLE_EXPORT_ROW_CAP,
  CONSOLE_ROW_CAP,
  CONSOLE_SQL_MAX,
  appliedMigrationSchema,
  consoleQueryRequestSchema,
  consoleResultSchema,
  databaseTableSchema,
  slowestMetricsSchema,
  type ConsoleQueryRequest,
  type DatabaseTable,
  type MetricRow,
  type SlowestMetrics,
} from '../../src/core/api/dbControlContract';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import { canControlDatabase } from '../../src/core/dbcontrol/canControlDatabase';
import { DEFAULT_PRODUCT } from '../../src/core/session/permissions';
import type { DbControlMessage } from '../../src/core/i18n/messages/dbControlMessages';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import type { ConsoleDatabase } from '../dbcontrol/ConsoleDatabase';
import { ConsoleUnavailable, type ConsoleUnavailableReason } from '../dbcontrol/ConsoleUnavailable';
import { consoleStatement } from '../dbcontrol/consoleStatement';
import { runConsoleQuery } from '../dbcontrol/runConsoleQuery';
import { FORM_FORBIDDEN } from '../files/uploadTexts';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { textInLocale } from '../i18n/textInLocale';
import type { Metrics } from '../metrics/createMetrics';
import { exportContentDisposition } from '../tables/exportContentDisposition';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { xlsxDownload } from '../schemas/xlsxDownload';
import { exportWorkbook } from '../tables/exportWorkbook';

const READ_ONLY: DbControlMessage = 'Фақат ўқиш сўровларига рухсат берилган';
const ONE_STATEMENT: DbControlMessage = 'Бир вақтда фақат битта сўров юбориш мумкин';
const TIMED_OUT: DbControlMessage = 'Сўров {0} мс дан узоқ давом этди ва тўхтатилди';
const EMPTY: DbControlMessage = 'SQL сўровини киритинг';
const DATABASE_ERROR: DbControlMessage = 'Маълумотлар базаси хатоси: {0}';
const NOT_PERMITTED: DbControlMessage = 'Консол ролининг бунга ҳуқуқи йўқ: {0}';
/** Why the console is off (ConsoleUnavailable), in the user's words. */
const UNAVAILABLE: Record<ConsoleUnavailableReason, DbControlMessage> = {
  unsafeRole: 'SQL консол ўчирилган: консол роли хавфсиз эмас ({0}). Фақат ўқий оладиган роль керак (PLATON_CONSOLE_DATABASE_URL)',
  noRole: 'SQL консол ўчирилган: серверда ўқиш учун алоҳида роль йўқ ва уни яратиш ҳуқуқи ҳам йўқ. PLATON_CONSOLE_DATABASE_URL ни созланг',
  noConnection: 'SQL консол ҳозир ишламайди: консол роли маълумотлар базасига уланолмади ({0})',
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** SQLSTATEs: cancelled by statement_timeout; a write in a read-only transaction; what the role may not do. */
const QUERY_CANCELED = '57014';
const READ_ONLY_TRANSACTION = '25006';
const INSUFFICIENT_PRIVILEGE = '42501';
/** Slowest rows listed per kind. */
const SLOWEST = 50;

const tags = ['db-control'];
const admin = { tags, security: BEARER, headers: AUTH_HEADERS };
const errors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef, 422: errorResponseRef };
/** The console's routes also answer 503 when the console is off on this server. */
const consoleErrors = { ...errors, 503: errorResponseRef };
type SqlRoute = { Body: ConsoleQueryRequest };

/**
 * Database control (issue 15; contract: src/core/api/dbControlContract.ts): a read-only SQL console with a
 * statement timeout and its xlsx export, the database's tables, the applied migrations and the slowest routes
 * and queries the server measured (server/metrics). Administrators only; each call is written to the audit
 * trail, a console call with its SQL text. The console runs on `console` (openConsoleDatabase), never on the
 * app's own connection as the app's role (docs/sql-console.md).
 *
 * @example
 * registerDbControlRoutes(api, context, { timeoutMs: 5000, metrics, console: await openConsoleDatabase(...) });
 */
export function registerDbControlRoutes(
  server: FastifyInstance,
  context: AppContext,
  options: { timeoutMs: number; metrics: Metrics; console: ConsoleDatabase },
): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);
  const { timeoutMs, metrics, console: consoleDatabase } = options;

  async function administrator(request: FastifyRequest, reply: FastifyReply) {
    const permissions = request.auth?.user.permissions;
    if (!canControlDatabase({ permissions: Array.isArray(permissions) ? (permissions as string[]) : [] }, DEFAULT_PRODUCT)) {
      return sendError(reply, 403, await textInLocale(db, request, FORM_FORBIDDEN));
    }
  }
  const preHandler = [authenticate, administrator];
  const audit = (request: FastifyRequest, actionType: string, details?: unknown) =>
    writeAuditLog(db, request, {
      userId: request.auth!.user.id,
      username: request.auth!.user.username,
      actionType,
      actionTitle: 'db-control',
      details,
    });

  /**
   * Runs the body's statement or answers why not: the refusals and the database's own errors are 4xx, a
   * console that is off on this server 503 with the reason.
   */
  async function run(request: FastifyRequest<SqlRoute>, reply: FastifyReply, cap: number) {
    const statement = consoleStatement(request.body.sql);
    const refuse = async (status: number, error: string, text: string, values?: Record<string, string | number>) => {
      await audit(request, 'dbQuery', { sql: request.body.sql, refused: error });
      sendError(reply, status, await textInLocale(db, request, text, values), error);
      return null;
    };
    if (statement.kind === 'empty') return refuse(400, CONSOLE_ERRORS.sql, EMPTY);
    if (statement.kind === 'several') return refuse(422, CONSOLE_ERRORS.oneStatement, ONE_STATEMENT);
    if (statement.kind === 'write') return refuse(422, CONSOLE_ERRORS.readOnly, READ_ONLY);
    try {
      const result = await consoleDatabase.session((run) => runConsoleQuery(run, statement, cap));
      await audit(request, 'dbQuery', { sql: request.body.sql, rows: result.rows.length, durationMs: result.durationMs });
      return result;
    } catch (error) {
      if (error instanceof ConsoleUnavailable) {
        request.log.warn({ reason: error.reason, detail: error.detail }, 'the SQL console is off');
        return refuse(503, CONSOLE_ERRORS.unavailable, UNAVAILABLE[error.reason], { 0: error.detail.slice(0, 500) });
      }
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      // Only the database's refusals (a SQLSTATE) are the statement's fault; anything else (a lost
      // connection, whose code is Node's) is a 500.
      if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || typeof message !== 'string') throw error;
      if (code === QUERY_CANCELED) return refuse(422, CONSOLE_ERRORS.timeout, TIMED_OUT, { 0: timeoutMs });
      // A data-modifying WITH inside the console's subquery is refused by PostgreSQL as unsupported: it is a write.
      if (code === READ_ONLY_TRANSACTION || /data-modifying/i.test(message)) return refuse(422, CONSOLE_ERRORS.readOnly, READ_ONLY);
      // On PostgreSQL the console's role lacks the right before the read-only transaction is even asked
      // (SELECT … FOR UPDATE, nextval, pg_read_file): a refusal of the same kind, in the database's words.
      if (code === INSUFFICIENT_PRIVILEGE) return refuse(422, CONSOLE_ERRORS.readOnly, NOT_PERMITTED, { 0: message.slice(0, 500) });
      return refuse(400, CONSOLE_ERRORS.sql, DATABASE_ERROR, { 0: message.slice(0, 500) });
    }
  }

  app.post<SqlRoute>(
    '/db-control/query',
    {
      preHandler,
      bodyLimit: CONSOLE_SQL_MAX * 4 + 1024,
      schema: {
        ...admin,
        summary: 'Run one read-only SQL statement (statement timeout, at most 1,000 rows)',
        body: consoleQueryRequestSchema,
        response: {
          200: dataEnvelope(consoleResultSchema),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) => {
      const result = await run(request, reply, CONSOLE_ROW_CAP);
      if (!result) return reply;
      const { sourceColumns: _types, ...data } = result;
      return { data };
    },
  );

  app.post<SqlRoute>(
    '/db-control/export',
    {
      preHandler,
      bodyLimit: CONSOLE_SQL_MAX * 4 + 1024,
      schema: {
        ...admin,
        summary: 'One read-only SQL statement as an xlsx download (at most 100,000 rows)',
        body: consoleQueryRequestSchema,
        response: { 200: xlsxDownload, ...consoleErrors },
      },
    },
    async (request, reply) => {
      const result = await run(request, reply, CONSOLE_EXPORT_ROW_CAP);
      if (!result) return reply;
      const output = new PassThrough();
      reply
        .type(XLSX)
        .header('content-disposition', exportContentDisposition('sql', new Date()))
        .header('cache-control', 'private, no-store')
        .send(output);
      const names = result.columns.map((column, index) => `${index}`);
      const records = result.rows.map((row) => Object.fromEntries(row.map((value, index) => [names[index], value])));
      exportWorkbook(
        {
          title: 'SQL',
          columns: result.columns.map((column, index) => ({
            column: { id: index, title: column.name },
            title: column.name,
            field: names[index],
          })),
          sourceColumns: new Map(result.columns.map((column, index) => [names[index], result.sourceColumns.get(column.name)!])),
          first: { done: false, value: records },
          rest: { next: async () => ({ done: true, value: undefined }) },
          footers: null,
        },
        output,
      ).catch((failure: unknown) => {
        request.log.error({ err: failure }, 'console export failed after the download started');
        output.destroy(failure instanceof Error ? failure : new Error(String(failure)));
      });
      return reply;
    },
  );

  app.get(
    '/db-control/tables',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'The database tables with their row counts and sizes, largest first',
        response: {
          200: dataEnvelope({ type: 'array', items: databaseTableSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      await audit(request, 'dbTables');
      // Row counts are the planner's estimates (free); a table never analysed (-1) or estimated small is
      // counted exactly, which costs little for small tables and keeps the numbers honest where they are tiny.
      const listed = await sql<{ schema: string; name: string; estimate: number | string; size: number | string }>`
        SELECT n.nspname AS schema, c.relname AS name, c.reltuples::bigint AS estimate, pg_total_relation_size(c.oid) AS size
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
        ORDER BY pg_total_relation_size(c.oid) DESC, n.nspname, c.relname`.execute(db);
      const data: DatabaseTable[] = [];
      for (const row of listed.rows) {
        const estimate = Number(row.estimate);
        let rows = estimate;
        let exact = false;
        if (estimate < 10_000) {
          const counted = await sql<{ count: number | string }>`SELECT count(*) AS count FROM ${sql.id(row.schema, row.name)}`.execute(db);
          rows = Number(counted.rows[0]?.count ?? 0);
          exact = true;
        }
        data.push({ schema: row.schema, name: row.name, rows, exact, size: Number(row.size) });
      }
      return { data };
    },
  );

  app.get(
    '/db-control/migrations',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'The applied schema migrations, in order',
        response: {
          200: dataEnvelope({ type: 'array', items: appliedMigrationSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      await audit(request, 'dbMigrations');
      const result = await sql<{
        name: string;
        executed_at: Date | string;
      }>`SELECT name, "timestamp" AS executed_at FROM platon_migrations ORDER BY name`.execute(db);
      const data = result.rows.map((row) => ({ name: row.name, executedAt: new Date(row.executed_at).toISOString() }));
      return { data };
    },
  );

  app.get(
    '/db-control/metrics',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'The slowest API routes and SQL statements the server measured (by p95)',
        response: {
          200: dataEnvelope(slowestMetricsSchema),
          ...errors,
        },
      },
    },
    async (request) => {
      await audit(request, 'dbMetrics');
      // What this instance measured since its last flush is written first, so the page is up to date.
      await metrics.flush();
      const routes = await db
        .selectFrom('api_metrics')
        .selectAll()
        .orderBy('p95_ms', 'desc')
        .orderBy('max_ms', 'desc')
        .limit(SLOWEST)
        .execute();
      const queries = await db
        .selectFrom('sql_metrics')
        .selectAll()
        .orderBy('p95_ms', 'desc')
        .orderBy('max_ms', 'desc')
        .limit(SLOWEST)
        .execute();
      const rowOf = (
        name: string,
        row: { calls: number | string; avg_ms: number | null; max_ms: number; p95_ms: number; recorded_at: Date },
        errorCount?: number | string,
      ): MetricRow => {
        return {
          name,
          count: Number(row.calls),
          avgMs: round(row.avg_ms ?? 0),
          p95Ms: round(row.p95_ms),
          maxMs: round(row.max_ms),
          ...(errorCount === undefined ? {} : { errors: Number(errorCount) }),
          lastSeenAt: new Date(row.recorded_at).toISOString(),
        };
      };
      const data: SlowestMetrics = {
        routes: routes.map((row) => rowOf(row.endpoint, row, row.error_count)),
        queries: queries.map((row) => rowOf(row.query_name, row)),
        sampleRate: metrics.sampleRate,
      };
      return { data };
    },
  );
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
