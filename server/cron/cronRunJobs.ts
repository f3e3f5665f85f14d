import type { Kysely } from 'kysely';
import type { Job } from '../../src/core/api/jobContract';
import type { TextLookup } from '../../src/core/i18n/TextLookup';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { fillText } from '../i18n/fillText';
import { usernames } from './cronWriteRule';

/** The newest runs an administrator sees on /async: enough to spot a failing task, not a history (cron/{id}/runs is). */
const RECENT_RUNS = 20;

/**
 * Scheduled runs as read-only entries of `/async` (kind 'cron'): an administrator sees the newest runs of
 * every task, a user a task names in "told about failures" sees that task's failed runs. Nobody else sees
 * any. Newest first.
 *
 * @example
 * const entries = cronRunJobs(await cronRunRows(db, user, admin), lookup);
 */
export async function cronRunRows(db: Kysely<DatabaseSchema>, user: { username: string }, admin: boolean) {
  let query = db
    .selectFrom('cron_runs')
    .innerJoin('cron', 'cron.id', 'cron_runs.cron_id')
    .leftJoin('files', 'files.id', 'cron_runs.result_file_id')
    .selectAll('cron_runs')
    .select(['cron.name as task_name', 'cron.notify_logins', 'files.name as result_name', 'files.size as result_size'])
    .orderBy('cron_runs.started_at', 'desc')
    .limit(RECENT_RUNS);
  if (!admin)
    query = query
      .where('cron_runs.status', '=', 'failed')
      .where('cron.notify_logins', 'like', `%${user.username.replace(/[%_\\]/g, '\\$&')}%`);
  const rows = await query.execute();
  return admin ? rows : rows.filter((row) => usernames(row.notify_logins).includes(user.username));
}

export type CronRunJobRow = Awaited<ReturnType<typeof cronRunRows>>[number];

/** The runs in the Job shape of jobContract, messages in the lookup's locale. */
export function cronRunJobs(rows: CronRunJobRow[], lookup: TextLookup): Job[] {
  return rows.map((row) => ({
    id: row.id,
    kind: 'cron',
    name: String(row.cron_id),
    title: row.task_name,
    status: row.status,
    done: row.rows_affected === null ? 0 : Number(row.rows_affected),
    total: null,
    createdAt: row.started_at.toISOString(),
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    message: row.message ? fillText(lookup(row.message), { 0: row.error ?? '' }) : null,
    detail: row.rows_affected === null ? null : { rows: Number(row.rows_affected) },
    resultFileId: row.result_name === null ? null : row.result_file_id,
    resultFileName: row.result_name,
    resultSize: row.result_size === null ? null : Number(row.result_size),
    expiresAt: null,
  }));
}
