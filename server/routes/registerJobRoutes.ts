import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import { DEFAULT_PRODUCT, isAdmin } from '../../src/core/session/permissions';
import { JOB_LIST_LIMIT, jobExportRequestSchema, jobSchema } from '../../src/core/api/jobContract';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { cronRunJobs, cronRunRows } from '../cron/cronRunJobs';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { textInLocale } from '../i18n/textInLocale';
import { requestLocale } from '../i18n/requestLocale';
import type { ExportJobParams } from '../jobs/exportJobWork';
import { JOB_LIMIT, JOB_NOT_FOUND } from '../jobs/jobTexts';
import { jobWire, type JobWithFile } from '../jobs/jobWire';
import { MAX_ACTIVE_JOBS, queueJob } from '../jobs/queueJob';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { queryFailureReply } from '../tables/queryFailureReply';
import { queryPlan } from '../tables/queryPlan';
import { queryRequest } from '../tables/queryRequest';
import { runtimeAccess } from '../tables/runtimeAccess';
import { runtimeTableCache } from '../tables/runtimeTableCache';
import { TABLE_FORBIDDEN, TABLE_NOT_FOUND } from '../tables/tableErrorTexts';

type IdRoute = { Params: { id: string } };

const signedIn = { tags: ['jobs'], security: BEARER, headers: AUTH_HEADERS };
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-fA-F-]+$' } },
} as const;
const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\u0000]+$' } },
} as const;
const oneJob = dataEnvelope(jobSchema);

/**
 * Background jobs (issue 14; contract: src/core/api/jobContract.ts): the caller's jobs and one of them,
 * an export queued as a job, cancel and delete. A job is its owner's alone: another user's id answers 404
 * as an unknown one would. At most MAX_ACTIVE_JOBS waiting or running per user (429 past that).
 * Imports queue their jobs from the import route (`POST import/{name}?background=true`).
 *
 * @example
 * registerJobRoutes(api, context, { sqlTimeoutMs: 5000 });
 */
export function registerJobRoutes(server: FastifyInstance, context: AppContext, options: { sqlTimeoutMs: number }): void {
  const app = contractRoutes(server);
  const { db, jobs } = context;
  const authenticate = createAuthenticate(context);

  async function send(request: FastifyRequest, rows: JobWithFile[]) {
    const lookup = await loadTextLookup(
      db,
      requestLocale(request),
      rows.flatMap((row) => [row.message, row.title]),
    );
    return rows.map((row) => jobWire(row, lookup, jobs.localProgress(row.id)));
  }

  async function owned(request: FastifyRequest<IdRoute>, reply: FastifyReply): Promise<JobWithFile | null> {
    const [row] = await jobRows(db, request.auth!.user.id, request.params.id);
    if (!row) sendError(reply, 404, await inLocale(request, JOB_NOT_FOUND));
    return row ?? null;
  }

  const inLocale = (request: FastifyRequest, text: string, values?: Record<string, string | number>) =>
    textInLocale(db, request, text, values);

  app.get(
    '/jobs',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'The caller’s background jobs, newest first',
        response: { 200: dataEnvelope({ type: 'array', items: jobSchema }), 401: errorResponseRef },
      },
    },
    async (request) => {
      const { user } = request.auth!;
      const permissions = Array.isArray(user.permissions) ? (user.permissions as string[]) : [];
      // Scheduled runs join the list read-only (issue 45): every recent one for administrators, failures for those told.
      const runs = await cronRunRows(db, user, isAdmin({ permissions }, DEFAULT_PRODUCT));
      const lookup = await loadTextLookup(
        db,
        requestLocale(request),
        runs.map((run) => run.message),
      );
      const all = [...(await send(request, await jobRows(db, user.id))), ...cronRunJobs(runs, lookup)];
      all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { data: all.slice(0, JOB_LIST_LIMIT) };
    },
  );

  app.get<IdRoute>(
    '/jobs/:id',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'One of the caller’s jobs',
        params: idParams,
        response: { 200: oneJob, 401: errorResponseRef, 404: errorResponseRef },
      },
    },
    async (request, reply) => {
      const row = await owned(request, reply);
      return row ? { data: (await send(request, [row]))[0] } : reply;
    },
  );

  app.post(
    '/jobs/export/:name',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'A table’s xlsx export as a background job (filtered, sorted, with the user column settings)',
        params: nameParams,
        body: jobExportRequestSchema,
        response: {
          202: oneJob,
          400: errorResponseRef,
          401: errorResponseRef,
          403: errorResponseRef,
          404: errorResponseRef,
          429: errorResponseRef,
          503: errorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.auth!;
      const permissions = Array.isArray(user.permissions) ? (user.permissions as string[]) : [];
      const query = request.body ?? {};
      try {
        const table = await runtimeTableCache.load(db, request.params.name, options.sqlTimeoutMs);
        const access = table ? runtimeAccess(table, permissions) : 'missing';
        if (!table || access === 'missing') return sendError(reply, 404, TABLE_NOT_FOUND);
        if (access === 'forbidden' || !table.exportable) return sendError(reply, 403, TABLE_FORBIDDEN);
        // A bad sort or filter is the caller's mistake now (400), not a failed job later.
        queryPlan(table, queryRequest(query));
        const params: ExportJobParams = { query, locale: requestLocale(request), permissions };
        const row = await queueJob(db, {
          user_id: user.id,
          kind: 'export',
          name: table.name,
          title: table.title,
          params: JSON.stringify(params),
          instance: jobs.instance,
        });
        if (!row) return sendError(reply, 429, await inLocale(request, JOB_LIMIT, { 0: MAX_ACTIVE_JOBS }));
        jobs.kick();
        return reply.code(202).send({ data: (await send(request, [{ ...row, result_name: null, result_size: null }]))[0] });
      } catch (failure) {
        return queryFailureReply(reply, request.log, failure);
      }
    },
  );

  app.post<IdRoute>(
    '/jobs/:id/cancel',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'Cancels a job that waits or runs (a finished one is returned as it is)',
        params: idParams,
        response: { 200: oneJob, 401: errorResponseRef, 404: errorResponseRef },
      },
    },
    async (request, reply) => {
      const row = await owned(request, reply);
      if (!row) return reply;
      // A waiting job is cancelled here and now; a running one stops at its next step (here at once, on
      // another instance with its next heartbeat) and records itself cancelled.
      await db
        .updateTable('jobs')
        .set({ status: 'cancelled', cancel_requested: true, finished_at: new Date(), message: 'Иш бекор қилинди' })
        .where('id', '=', row.id)
        .where('status', '=', 'queued')
        .execute();
      await db.updateTable('jobs').set({ cancel_requested: true }).where('id', '=', row.id).where('status', '=', 'running').execute();
      jobs.cancelLocal(row.id);
      await jobs.settled(row.id);
      const [now] = await jobRows(db, request.auth!.user.id, row.id);
      return { data: (await send(request, [now ?? row]))[0] };
    },
  );

  app.delete<IdRoute>(
    '/jobs/:id',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'Forgets a job and deletes its result file, cancelling it first if it still runs',
        params: idParams,
        response: { 204: { type: 'null' }, 401: errorResponseRef, 404: errorResponseRef },
      },
    },
    async (request, reply) => {
      const row = await owned(request, reply);
      if (!row) return reply;
      jobs.cancelLocal(row.id);
      await jobs.settled(row.id);
      await jobs.forget(row.id);
      return reply.code(204).send();
    },
  );
}

/** The user's jobs (or the one with `id`) with their result files, newest first. */
function jobRows(db: Kysely<DatabaseSchema>, userId: number, id?: string): Promise<JobWithFile[]> {
  let query = db
    .selectFrom('jobs')
    .leftJoin('files', 'files.id', 'jobs.result_file_id')
    .selectAll('jobs')
    .select(['files.name as result_name', 'files.size as result_size'])
    .where('jobs.user_id', '=', userId);
  if (id !== undefined) query = query.where('jobs.id', '=', id);
  return query.orderBy('jobs.created_at', 'desc').limit(JOB_LIST_LIMIT).execute();
}
