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
 */

export type JobKind = 'export' | 'import';
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface Job {
  id: string;
  kind: JobKind;
  /** The table (export) or import configuration (import) it works on. */
  name: string;
  /** What the user sees: the table's title or the import's name, in the locale the job was started in. */
  title: string;
  status: JobStatus;
  /** Rows done so far. */
  done: number;
  /** Rows in all, once known (null while an import's file is still being counted). */
  total: number | null;
  /** ISO timestamps. */
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The outcome for people, translated ('Маълумотлар импорт қилинди', the failure's reason); null while it runs. */
  message: string | null;
  /** Import: rows inserted and updated, or the refused cells (at most 1,000) with the count of rows read. */
  detail: JobDetail | null;
  /** The stored result file (export workbook, import report), downloadable until `expiresAt`. */
  resultFileId: string | null;
  resultFileName: string | null;
  resultSize: number | null;
  expiresAt: string | null;
}

export interface JobDetail {
  inserted?: number;
  updated?: number;
  rows?: number;
  errors?: { row: number; column: string; message: string }[];
}

/** The body of `POST jobs/export/{name}`: the table's query as the export link carries it. */
export interface JobExportRequest {
  level?: number;
  sort?: string;
  order?: 1 | -1;
  /** JSON.stringify(FilterValues). */
  filters?: string;
}

/** Jobs a list returns at most. */
export const JOB_LIST_LIMIT = 50;

/**
 * Exports of more rows than this run as jobs from the export dialog; fewer download at once, as before.
 * The `export/{name}` link itself always streams, whatever the size, so saved links keep working (SPEC §2.3).
 */
export const EXPORT_JOB_ROWS = 20_000;

/** A job that still works (an indicator shows it; the list polls while one does). */
export function jobActive(job: Pick<Job, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}
