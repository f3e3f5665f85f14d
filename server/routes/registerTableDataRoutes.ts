import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import {
  tableDataPageRef,
  tableNameParamsSchema,
  tableQueryStringSchema,
  tableTotalsQuerySchema,
  tableTotalsRef,
  type TableNameParams,
  type TableQueryString,
} from '../../src/core/api/tableContract';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { AUTH_HEADERS } from '../forms/formRouteSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { queryDataPage } from '../tables/queryDataPage';
import { queryFailureReply } from '../tables/queryFailureReply';
import { queryPlan } from '../tables/queryPlan';
import { queryRequest, type TableRequest } from '../tables/queryRequest';
import { QUERY_TIMEOUT_MS } from '../tables/queryTimeoutMs';
import { queryTotals } from '../tables/queryTotals';
import { runtimeAccess } from '../tables/runtimeAccess';
import type { RuntimeTable } from '../tables/runtimeTable';
import { runtimeTableCache } from '../tables/runtimeTableCache';
import { TABLE_FORBIDDEN, TABLE_NOT_FOUND } from '../tables/tableErrorTexts';

export interface TableDataRouteOptions {
  /** Statement timeout of an administrator's SQL, in milliseconds (default QUERY_TIMEOUT_MS). */
  sqlTimeoutMs?: number;
}

const errors = errorResponses(400, 401, 403, 404, 503);

/** A call as the four routes' schemas type it for the handler they share (the totals' query is a part of the data's). */
type TableCall = FastifyRequest & { params: TableNameParams; query: TableQueryString };

/**
 * The data calls of server-defined tables (tableContract): `GET /tables/{name}/data` (a page of the filtered,
 * sorted rows) and `GET /tables/{name}/totals` (count and footers of the whole filtered set) for signed-in
 * users, 403 without the table's permission; and the same under `/public/` without a token, for tables
 * flagged public (404 otherwise). Unknown tables are 404, mistakes in the query 400, a timed-out
 * administrator's SQL 503.
 *
 * @example
 * registerTableDataRoutes(api, context, { sqlTimeoutMs: 5000 });
 */
export function registerTableDataRoutes(server: FastifyInstance, context: AppContext, options: TableDataRouteOptions = {}): void {
  const app = contractRoutes(server);
  const { db } = context;
  const timeoutMs = options.sqlTimeoutMs ?? QUERY_TIMEOUT_MS;
  // A table page is read far more often than anything else: its session check may be a moment old.
  const authenticate = createAuthenticate(context, { recentSession: true });

  // `work` answers the JSON text of the envelope's data: a page's rows come as PostgreSQL wrote them
  // (queryDataPage), and neither they nor the totals need the schema's serializer, which would walk the rows'
  // open objects key by key. Nothing unlisted leaks: both write exactly their schemas' fields.
  const serve =
    (anonymous: boolean, work: (table: RuntimeTable, tableRequest: TableRequest, request: TableCall) => Promise<string>) =>
    async (request: TableCall, reply: FastifyReply) => {
      try {
        const table = await runtimeTableCache.load(db, request.params.name, timeoutMs);
        const access = table ? runtimeAccess(table, anonymous ? null : permissionsOf(request)) : 'missing';
        if (!table || access === 'missing') return sendError(reply, 404, TABLE_NOT_FOUND);
        if (access === 'forbidden') return sendError(reply, 403, TABLE_FORBIDDEN);
        const data = await work(table, queryRequest(request.query), request);
        return reply.type('application/json; charset=utf-8').send(`{"data":${data}}`);
      } catch (failure) {
        return queryFailureReply(reply, request.log, failure);
      }
    };
  const page = (table: RuntimeTable, tableRequest: TableRequest) => queryDataPage(db, table, tableRequest, timeoutMs);
  const totals = async (table: RuntimeTable, tableRequest: TableRequest, request: TableCall) =>
    JSON.stringify(
      await queryTotals(db, table, queryPlan(table, { ...tableRequest, sort: null, order: null }), timeoutMs, (message, detail) =>
        request.log.warn({ detail }, message),
      ),
    );

  const dataSchema = (anonymous: boolean) => ({
    tags: ['tables'],
    summary: anonymous ? 'A page of a public table (no sign-in)' : 'A page of a table: filtered, sorted rows',
    ...(anonymous ? {} : { security: [{ bearerAuth: [] }], headers: AUTH_HEADERS }),
    params: tableNameParamsSchema,
    querystring: tableQueryStringSchema,
    response: { 200: dataEnvelope(tableDataPageRef), ...errors },
  });
  const totalsSchema = (anonymous: boolean) => ({
    tags: ['tables'],
    summary: anonymous ? 'Record count and footers of a public table (no sign-in)' : 'Record count and footers of the whole filtered table',
    ...(anonymous ? {} : { security: [{ bearerAuth: [] }], headers: AUTH_HEADERS }),
    params: tableNameParamsSchema,
    querystring: tableTotalsQuerySchema,
    response: { 200: dataEnvelope(tableTotalsRef), ...errors },
  });

  app.get('/tables/:name/data', { preHandler: authenticate, schema: dataSchema(false) }, serve(false, page));
  app.get('/tables/:name/totals', { preHandler: authenticate, schema: totalsSchema(false) }, serve(false, totals));
  app.get('/public/tables/:name/data', { schema: dataSchema(true) }, serve(true, page));
  app.get('/public/tables/:name/totals', { schema: totalsSchema(true) }, serve(true, totals));
}

function permissionsOf(request: FastifyRequest): string[] {
  const permissions = request.auth?.user.permissions;
  return Array.isArray(permissions) ? permissions : [];
}
