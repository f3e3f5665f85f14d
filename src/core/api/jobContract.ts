/**
 * Background jobs (issue 14): long imports and exports run on the server as jobs that outlive the dialog and
 * the page, listed on `/async`. Routes, all signed in, a user seeing only their own jobs:
 * - `GET jobs` → `{ data: Job[] }`, newest first (at most JOB_LIST_LIMIT);
 * - `GET jobs/{id}` → `{ data: Job }` (404 when it is not the caller's);
 * - `POST jobs/export/{name}` with a JobExportRequest body → 202 `{ data: Job }`: the table's export as a job;
 * - `POST import/{name}?background=true` (multipart `file`) → 202 `{ data: Job }`; a file over the server's
 *   threshold becomes a job without asking;
 * - `POST jobs/{id}/cancel` → `{ data: Job }` (a finished job is returned as it is);
 * - `DELETE jobs/{id}` → 204: cancels it if it still runs, forgets it and deletes its result file.
 * A job's result (the workbook of an export, the report of a refused import) downloads as a stored file:
 * `uploads/auth/files/{resultFileId}`.
 *
 * The Job shape and the export body are written once, as the JSON schemas the routes validate, document and
 * serialize with (a response schema is also its allow-list); the types are derived from them (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';
import { tableQueryStringSchema } from './tableContract';

const { level, sort, order, filters } = tableQueryStringSchema.properties;

/** 'cron': a scheduled task's run, shown read-only to administrators and to those told about its failures. */
export const jobKindSchema = { type: 'string', enum: ['export', 'import', 'cron'] } as const;
export type JobKind = FromSchema<typeof jobKindSchema>;
export const jobStatusSchema = { type: 'string', enum: ['queued', 'running', 'done', 'failed', 'cancelled'] } as const;
export type JobStatus = FromSchema<typeof jobStatusSchema>;

/** A cell an import refused: its row, its column and why. */
export const importCellErrorSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { row: { type: 'integer' }, column: { type: 'string' }, message: { type: 'string' } },
  required: ['row', 'column', 'message'],
} as const;
export type ImportCellError = FromSchema<typeof importCellErrorSchema>;

/** Import: rows inserted and updated, or the refused cells (at most 1,000) with the count of rows read. */
export const jobDetailSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    inserted: { type: 'integer' },
    updated: { type: 'integer' },
    rows: { type: 'integer' },
    errors: { type: 'array', items: importCellErrorSchema },
  },
} as const;
export type JobDetail = FromSchema<typeof jobDetailSchema>;

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const jobSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    kind: jobKindSchema,
    name: { type: 'string', description: 'The table (export) or import configuration (import) it works on.' },
    title: {
      type: 'string',
      description: 'What the user sees: the table’s title or the import’s name, in the locale the job was started in.',
    },
    status: jobStatusSchema,
    done: { type: 'integer', description: 'Rows done so far.' },
    total: { type: ['integer', 'null'], description: 'Rows in all, once known (null while an import’s file is still being counted).' },
    createdAt: { type: 'string', format: 'date-time' },
    startedAt: nullableTime,
    finishedAt: nullableTime,
    message: {
      type: ['string', 'null'],
      description: 'The outcome for people, translated (the failure’s reason); null while it runs.',
    },
    detail: { ...jobDetailSchema, type: ['object', 'null'] },
    resultFileId: {
      type: ['string', 'null'],
      description: 'The stored result file (export workbook, import report), downloadable until expiresAt.',
    },
    resultFileName: { type: ['string', 'null'] },
    resultSize: { type: ['integer', 'null'] },
    expiresAt: nullableTime,
  },
  required: [
    'id',
    'kind',
    'name',
    'title',
    'status',
    'done',
    'total',
    'createdAt',
    'startedAt',
    'finishedAt',
    'message',
    'detail',
    'resultFileId',
    'resultFileName',
    'resultSize',
    'expiresAt',
  ],
} as const;
export type Job = FromSchema<typeof jobSchema>;

/**
 * The body of `POST jobs/export/{name}`: the table's query as the export link carries it (its level, sort,
 * order and filters parameters, checked alike). The body may be left out: the table as it opens.
 */
export const jobExportRequestSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { level, sort, order, filters },
} as const;
export type JobExportRequest = NonNullable<FromSchema<typeof jobExportRequestSchema>>;

/** Jobs a list returns at most. */
export const JOB_LIST_LIMIT = 50;

/**
 * Exports of more rows than this run as jobs from the export dialog; fewer download at once, as before.
 * The `export/{name}` link itself always streams, whatever the size, so saved links keep working (docs/behaviour.md §1).
 */
export const EXPORT_JOB_ROWS = 20_000;

/** A job that still works (an indicator shows it; the list polls while one does). */
export function jobActive(job: Pick<Job, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}
