/**
 * Scheduled tasks (issue 45): the runs of a task of `cron`. Routes, administrators only:
 * - `POST cron/{id}/run` → `{ data: CronRun }`: runs the task now; answers when the run ends or after a few
 *   seconds with it still running (409 while a run of the task is still going, 404 for no such task);
 * - `GET cron/{id}/runs?page=&pageSize=` → `{ data: { runs: CronRun[], total } }`, newest first.
 * Administrators also see the runs on `/async` as read-only entries of kind 'cron' (jobContract).
 */
import type { FromSchema } from 'json-schema-to-ts';

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const cronRunSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    taskId: { type: 'integer' },
    trigger: {
      type: 'string',
      enum: ['schedule', 'catch_up', 'manual'],
      description: 'On schedule, a missed occurrence caught up at start, or run now.',
    },
    status: { type: 'string', enum: ['running', 'done', 'failed'] },
    occurrence: { type: 'string', format: 'date-time', description: 'The scheduled time it runs for (the click time of a manual run).' },
    startedAt: { type: 'string', format: 'date-time' },
    finishedAt: nullableTime,
    rows: { type: ['integer', 'null'], description: 'Rows the statement affected or returned, files purged, rows exported.' },
    message: { type: ['string', 'null'], description: 'The outcome for people, translated (the error on a failure).' },
    resultFileId: { type: ['string', 'null'], description: 'The stored file an export task made.' },
  },
  required: ['id', 'taskId', 'trigger', 'status', 'occurrence', 'startedAt', 'finishedAt', 'rows', 'message', 'resultFileId'],
} as const;
export type CronRun = FromSchema<typeof cronRunSchema>;

export const CRON_RUNS_PAGE_SIZE = 20;

export const cronRunsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: CRON_RUNS_PAGE_SIZE },
  },
} as const;

export const cronRunsPageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { runs: { type: 'array', items: cronRunSchema }, total: { type: 'integer' } },
  required: ['runs', 'total'],
} as const;
