import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cronRunSchema, cronRunsPageSchema, cronRunsQuerySchema } from '../../src/core/api/cronContract';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import { DEFAULT_PRODUCT, isAdmin } from '../../src/core/session/permissions';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { FORM_FORBIDDEN } from '../forms/formErrorTexts';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { requestLocale } from '../i18n/requestLocale';
import { textInLocale } from '../i18n/textInLocale';
import { dataEnvelope } from '../schemas/dataEnvelope';
import type { CronRunRow, CronScheduler } from './createCronScheduler';
import { cronRunWire } from './cronRunWire';
import { CRON_TEXTS } from './cronTexts';

type IdRoute = { Params: { id: number } };

const admin = { tags: ['cron'], security: BEARER, headers: AUTH_HEADERS };
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const errors = { 401: errorResponseRef, 403: errorResponseRef, 404: errorResponseRef } as const;

/**
 * Scheduled tasks' runs (issue 45; contract: src/core/api/cronContract.ts), for administrators: run a task
 * now, list its runs. "Run now" waits up to `waitMs` for the run so a short task answers with its outcome;
 * a longer one answers 'running' and is followed in the runs list.
 *
 * @example
 * registerCronRoutes(api, context, { scheduler, waitMs: 10_000 });
 */
export function registerCronRoutes(
  server: FastifyInstance,
  context: AppContext,
  options: { scheduler: CronScheduler; waitMs?: number },
): void {
  const app = contractRoutes(server);
  const { db } = context;
  const { scheduler } = options;
  const authenticate = createAuthenticate(context);
  async function administrator(request: FastifyRequest, reply: FastifyReply) {
    const permissions = request.auth?.user.permissions;
    if (!isAdmin({ permissions: Array.isArray(permissions) ? (permissions as string[]) : [] }, DEFAULT_PRODUCT))
      return sendError(reply, 403, await textInLocale(db, request, FORM_FORBIDDEN));
  }
  const preHandler = [authenticate, administrator];

  async function send(request: FastifyRequest, rows: CronRunRow[]) {
    const lookup = await loadTextLookup(
      db,
      requestLocale(request),
      rows.map((row) => row.message),
    );
    return rows.map((row) => cronRunWire(row, lookup));
  }

  app.post<IdRoute>(
    '/cron/:id/run',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'Runs a scheduled task now; answers with the run once it ends, or still running after a few seconds',
        params: idParams,
        response: { 200: dataEnvelope(cronRunSchema), 409: errorResponseRef, ...errors },
      },
    },
    async (request, reply) => {
      const started = await scheduler.runNow(request.params.id, request.auth!.user.id);
      if (started === 'missing') return sendError(reply, 404, await textInLocale(db, request, CRON_TEXTS.notFound));
      if (started === 'busy') return sendError(reply, 409, await textInLocale(db, request, CRON_TEXTS.busy));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        scheduler.settled(started),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, options.waitMs ?? 10_000))),
      ]);
      clearTimeout(timer);
      const row = await db.selectFrom('cron_runs').selectAll().where('id', '=', started).executeTakeFirstOrThrow();
      return { data: (await send(request, [row]))[0] };
    },
  );

  app.get<IdRoute & { Querystring: { page?: number; pageSize?: number } }>(
    '/cron/:id/runs',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'The runs of a scheduled task, newest first, paged',
        params: idParams,
        querystring: cronRunsQuerySchema,
        response: { 200: dataEnvelope(cronRunsPageSchema), 400: errorResponseRef, ...errors },
      },
    },
    async (request, reply) => {
      const task = await db.selectFrom('cron').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!task) return sendError(reply, 404, await textInLocale(db, request, CRON_TEXTS.notFound));
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const rows = await db
        .selectFrom('cron_runs')
        .selectAll()
        .where('cron_id', '=', task.id)
        .orderBy('started_at', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { total } = await db
        .selectFrom('cron_runs')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('cron_id', '=', task.id)
        .executeTakeFirstOrThrow();
      return { data: { runs: await send(request, rows), total: Number(total) } };
    },
  );
}
