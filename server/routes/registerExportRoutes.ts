import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import type { TableColumnMeta } from '../../src/core/api/tableMeta';
import { translateColumns } from '../../src/core/i18n/translateColumns';
import { translateText } from '../../src/core/i18n/translateLabel';
import { sendError } from '../http/sendError';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { requestLocale } from '../i18n/requestLocale';
import { exportColumnConfig } from '../tables/exportColumnConfig';
import { exportColumns } from '../tables/exportColumns';
import { exportContentDisposition } from '../tables/exportContentDisposition';
import { exportRowBatches } from '../tables/exportRowBatches';
import { exportWorkbook } from '../tables/exportWorkbook';
import { queryFailureReply } from '../tables/queryFailureReply';
import { queryPlan } from '../tables/queryPlan';
import { queryRequest, type TableQueryString } from '../tables/queryRequest';
import { QUERY_STRING_SCHEMA } from '../tables/queryStringSchema';
import { QUERY_TIMEOUT_MS } from '../tables/queryTimeoutMs';
import { queryTotals } from '../tables/queryTotals';
import { runtimeAccess } from '../tables/runtimeAccess';
import { runtimeTableCache } from '../tables/runtimeTableCache';
import { TABLE_FORBIDDEN, TABLE_NOT_FOUND } from '../tables/tableErrorTexts';

export interface ExportRouteOptions {
  /** Statement timeout of an administrator's SQL, in milliseconds (default QUERY_TIMEOUT_MS). */
  sqlTimeoutMs?: number;
}

type ExportQuery = Omit<TableQueryString, 'page' | 'size'> & { _bearer_token?: string; locale?: string };
type ExportCall = FastifyRequest<{ Params: { name: string }; Querystring: ExportQuery }>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const error = { $ref: 'ErrorResponse#' };
const { level, sort, order, filters } = QUERY_STRING_SCHEMA.properties;
const nameParams = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name'],
} as const;
const xlsxResponse = { description: 'The xlsx workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } };

/**
 * Spreadsheet export of a table (SPEC §2.8, §7 `export/{resource}` with `_bearer_token`):
 * `GET /export/{name}` signed in (token in the query, since the browser opens the export as a link, or in
 * the Authorization header) and `GET /public/export/{name}` for public tables. The xlsx holds the whole
 * filtered, sorted table with the user's column settings, streamed batch by batch. Errors found before the
 * first byte (401 bad token, 404, 403 no permission or not exportable, 400 bad query, 500) answer JSON;
 * a failure after that cuts the download short and is logged. The sheet's name (the table's title) and its
 * column headers are in the request's locale (`?locale=`, `Accept-Language`, the user's saved one), with the
 * Uzbek text where a translation is missing (SPEC §1), as the table view shows them.
 *
 * @example
 * registerExportRoutes(api, context, { sqlTimeoutMs: 5000 });
 */
export function registerExportRoutes(app: FastifyInstance, context: AppContext, options: ExportRouteOptions = {}): void {
  const { db } = context;
  const timeoutMs = options.sqlTimeoutMs ?? QUERY_TIMEOUT_MS;

  const authenticate = createAuthenticate(context, { queryToken: true });

  const exportTable = (anonymous: boolean) => async (request: ExportCall, reply: FastifyReply) => {
    try {
      const table = await runtimeTableCache.load(db, request.params.name, timeoutMs);
      const user = anonymous ? null : request.auth!.user;
      const access = table ? runtimeAccess(table, user ? (Array.isArray(user.permissions) ? user.permissions : []) : null) : 'missing';
      if (!table || access === 'missing') return sendError(reply, 404, TABLE_NOT_FOUND);
      if (access === 'forbidden' || !table.exportable) return sendError(reply, 403, TABLE_FORBIDDEN);

      const tableRequest = queryRequest(request.query);
      const plan = queryPlan(table, tableRequest);
      const config = user ? await exportColumnConfig(db, user.id, table.id, tableRequest.level) : null;
      const hasFooters = plan.level.leaves.some((column) => column.footer?.trim() || column.sumType);
      const log = (message: string, detail: unknown) => request.log.warn({ detail }, message);
      const footers = hasFooters ? (await queryTotals(db, table, plan, timeoutMs, log)).footers : null;
      const rest = exportRowBatches(db, table, plan, timeoutMs);
      const first = await rest.next();

      const output = new PassThrough();
      reply
        .type(XLSX)
        .header('content-disposition', exportContentDisposition(table.name, new Date()))
        .header('cache-control', 'private, no-store')
        .send(output);
      const lookup = await loadTextLookup(db, requestLocale(request), [table.title, ...columnTexts(plan.level.columns)]);
      // Translated before the user's settings apply: a title the user typed is theirs and stays as typed.
      const columns = exportColumns(translateColumns(plan.level.columns, lookup), config);
      const sheet = { title: translateText(table.title, lookup) || table.name, columns, sourceColumns: table.sourceColumns };
      exportWorkbook({ ...sheet, first, rest, footers }, output).catch((failure: unknown) => {
        request.log.error({ err: failure }, 'table export failed after the download started');
        output.destroy(failure instanceof Error ? failure : new Error(String(failure)));
      });
      return reply;
    } catch (failure) {
      return queryFailureReply(reply, request.log, failure);
    }
  };

  const schema = (anonymous: boolean) => ({
    tags: ['tables'],
    summary: anonymous ? 'A public table as an xlsx download (no sign-in)' : 'A table as an xlsx download: filtered, sorted, with the user column settings',
    ...(anonymous ? {} : { security: [{ bearerAuth: [] }] }),
    params: nameParams,
    querystring: {
      type: 'object',
      properties: {
        level,
        sort,
        order,
        filters,
        locale: { type: 'string', maxLength: 35, description: 'Locale of the titles (default: Accept-Language)' },
        ...(anonymous ? {} : { _bearer_token: { type: 'string', maxLength: 4096, description: 'Access token, for links' } }),
      },
    },
    response: { 200: xlsxResponse, 400: error, 401: error, 403: error, 404: error, 503: error },
  });

  type Route = { Params: { name: string }; Querystring: ExportQuery };
  app.get<Route>('/export/:name', { preHandler: authenticate, schema: schema(false) }, exportTable(false));
  app.get<Route>('/public/export/:name', { schema: schema(true) }, exportTable(true));
}

/** Every title of a column tree, header groups included: the texts an export may need translated. */
function columnTexts(columns: readonly TableColumnMeta[]): string[] {
  return columns.flatMap((column) => [column.title.trim(), ...(column.children ? columnTexts(column.children) : [])]);
}
