import type { Job, JobDetail } from '../../src/core/api/jobContract';
import { translateText } from '../../src/core/i18n/translateLabel';
import type { TextLookup } from '../../src/core/i18n/TextLookup';
import type { JobRow } from './createJobRunner';

/** A job row with its result file's name and size (a left join on files). */
export type JobWithFile = JobRow & { result_name: string | null; result_size: number | string | null };

/**
 * A job as the API sends it (Job of jobContract): its title (the table's or form's, as defined) and message in
 * the caller's locale, and for a job running
 * on this instance the progress in memory, fresher than the last heartbeat's.
 *
 * @example
 * jobWire(row, lookup, runner.localProgress(row.id));
 */
export function jobWire(row: JobWithFile, lookup: TextLookup, local: { done: number; total: number | null } | null): Job {
  const running = row.status === 'running' && local;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    title: translateText(row.title, lookup) || row.name,
    status: row.status,
    done: running ? local.done : Number(row.done_count),
    total: running ? local.total : row.total_count === null ? null : Number(row.total_count),
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    message: row.message ? translateText(row.message, lookup) : null,
    detail: (row.detail as JobDetail | null) ?? null,
    resultFileId: row.result_name === null ? null : row.result_file_id,
    resultFileName: row.result_name,
    resultSize: row.result_size === null ? null : Number(row.result_size),
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}
