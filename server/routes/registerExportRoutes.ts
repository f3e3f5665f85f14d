import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import { tableExportQuerySchema, tableNameParamsSchema, type TableNameParams } from '../../src/core/api/tableContract';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { requestLocale } from '../i18n/requestLocale';
import { exportContentDisposition } from '../tables/exportContentDisposition';
import { exportWorkbook } from '../tables/exportWorkbook';
import { prepareTableExport } from '../tables/prepareTableExport';
import { queryFailureReply } from '../tables/queryFailureReply';
import { QUERY_TIMEOUT_MS } from '../tables/queryTimeoutMs';
import { TABLE_FORBIDDEN, TABLE_NOT_FOUND } from '../tables/tableErrorTexts';
import { xlsxDownload } from '../schemas/xlsxDownload';

export interface ExportRouteOptions {
  /** Statement timeout of an administrator's SQL, in milliseconds (default QUERY_TIMEOUT_MS). */
  sqlTimeoutMs?: number;
}

/** The signed-in export also takes the token in its address, as docs/behaviour.md §11's export link carries it. */
const signedInQuery = {
  ...tableExportQuerySchema,
  properties: {
    ...tableExportQuerySchema.properties,
    _bearer_token: { type: 'string', maxLength: 4096, description: 'Access token, for links (docs/behaviour.md §11)' },
  },
} as const;
/** What both routes' schemas give the handler they share. */
type ExportCall = FastifyRequest & { params: TableNameParams; query: FromSchema<typeof signedInQuery> };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Spreadsheet export of a table (docs/behaviour.md §4, §11 `export/{resource}`): `GET /export/{name}` signed in, with
 * the token in the Authorization header, or as `?_bearer_token=` in docs/behaviour.md §11's export link, which other clients
 * may still build (our browser code fetches the file through its API client, with the header and its
 * refresh, so no token of ours sits in an address), and `GET /public/export/{name}` for public tables. The xlsx holds the whole
 * filtered, sorted table with the user's column settings, streamed batch by batch. Errors found before the
 * first byte (401 bad token, 404, 403 no permission or not exportable, 400 bad query, 500) answer JSON;
 * a failure after that cuts the download short and is logged. The sheet's name (the table's title) and its
 * column headers are in the request's locale (`?locale=`, `Accept-Language`, the user's saved one), with the
 * Uzbek text where a translation is missing (docs/behaviour.md §2), as the table view shows them.
 *
 * @example
 * registerExportRoutes(api, context, { sqlTimeoutMs: 5000 });
 */
export function registerExportRoutes(server: FastifyInstance, context: AppContext, options: ExportRouteOptions = {}): void {
  const app = contractRoutes(server);
  const { db } = context;
  const timeoutMs = options.sqlTimeoutMs ?? QUERY_TIMEOUT_MS;

  const authenticate = createAuthenticate(context, { queryToken: true });

  const exportTable = (anonymous: boolean) => async (request: ExportCall, reply: FastifyReply) => {
    try {
      const user = anonymous ? null : request.auth!.user;
      const prepared = await prepareTableExport(db, {
        name: request.params.name,
        permissions: user ? (Array.isArray(user.permissions) ? user.permissions : []) : null,
        userId: user?.id ?? null,
        query: request.query,
        locale: requestLocale(request),
        timeoutMs,
        log: (message, detail) => request.log.warn({ detail }, message),
      });
      if (prepared.status === 'missing') return sendError(reply, 404, TABLE_NOT_FOUND);
      if (prepared.status === 'forbidden') return sendError(reply, 403, TABLE_FORBIDDEN);

      const output = new PassThrough();
      reply
        .type(XLSX)
        .header('content-disposition', exportContentDisposition(prepared.tableName, new Date()))
        .header('cache-control', 'private, no-store')
        .send(output);
      exportWorkbook(prepared.sheet, output).catch((failure: unknown) => {
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
    summary: anonymous
      ? 'A public table as an xlsx download (no sign-in)'
      : 'A table as an xlsx download: filtered, sorted, with the user column settings',
    ...(anonymous ? {} : { security: [{ bearerAuth: [] }] }),
    params: tableNameParamsSchema,
    querystring: anonymous ? tableExportQuerySchema : signedInQuery,
    response: { 200: xlsxDownload, ...errorResponses(400, 401, 403, 404, 503) },
  });

  app.get('/export/:name', { preHandler: authenticate, schema: schema(false) }, exportTable(false));
  app.get('/public/export/:name', { schema: schema(true) }, exportTable(true));
}
